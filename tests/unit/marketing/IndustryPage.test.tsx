import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import IndustryPage, { type Industry } from '@/pages/IndustryPage';
import { site } from '@/config/site';
import type IndustriesCopy from '../../../public/locales/en/industries.json';
import { typeset } from '@/i18n/typography';
import { asQueried, readLocale, renderScreen } from '../render';
import { LANGUAGES } from '@shared/languages';

const INDUSTRIES: [Industry, string][] = [
  ['creativeAgencies', '/creative-agencies'],
  ['ecommerceRetail', '/ecommerce-retail'],
  ['consultantsProfessional', '/consultants-professional'],
];
const CASES = INDUSTRIES.flatMap(([industry, path]) => LANGUAGES.map((language) => [industry, path, language] as const));

describe.each(CASES)('IndustryPage %s (%s) in %s', (industry, path, language) => {
  const copy = readLocale<typeof IndustriesCopy>(language, 'industries');
  const own = copy[industry];
  const prefix = language === 'cs' ? '/cs' : '';
  const render = () =>
    renderScreen(<IndustryPage industry={industry} />, { language, namespaces: ['industries'], path: `${prefix}${path}` });

  it('has one h1 with the industry headline and a start-trial button', () => {
    render();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent).toBe(own.hero.title);
    // One name per action (issue 33): the hero and the closing call to action both say it.
    const trial = screen.getAllByRole('button', { name: typeset(copy.shared.startTrial, language) })[0];
    // Before hydration the signup button is a real link to the plans (SignupButton).
    expect(trial.getAttribute('href')).toBe(`${prefix}/andrea#pricing`);
  });

  it('lists three pain points, each with its answer', () => {
    render();
    const pains = screen.getByRole('region', { name: own.pains.heading });
    const cards = within(pains).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    own.pains.items.forEach((item: { title: string; answer: string }, index: number) => {
      expect(within(cards[index]).getByRole('heading', { level: 3 }).textContent).toBe(item.title);
      expect(within(cards[index]).getByText(asQueried(item.answer))).toBeTruthy();
    });
  });

  it('shows the team block: Andrea available now, Julie and David coming soon, linking to their pages', () => {
    render();
    const team = screen.getByRole('region', { name: copy.shared.team.heading });
    expect(within(team).getAllByText(asQueried(copy.shared.team.availableNow))).toHaveLength(1);
    expect(within(team).getAllByText(asQueried(copy.shared.team.comingSoon))).toHaveLength(2);
    expect(
      within(team)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`${prefix}/andrea`, `${prefix}/julie`, `${prefix}/david`]);
  });

  it('ends with Start your free trial (signup) and See the demo (/demo), claim worded as "up to" with no segment named (D38)', () => {
    render();
    const cta = screen.getByRole('region', { name: own.cta.heading });
    expect(within(cta).getByRole('button', { name: copy.shared.ctaStartTrial })).toBeTruthy();
    expect(within(cta).getByRole('link', { name: copy.shared.seeDemo }).getAttribute('href')).toBe(`${prefix}/demo`);
    expect(cta.textContent).toContain(`${site.claims.emailTimeSaved}`);
    expect(cta.textContent).toMatch(language === 'cs' ? /až\s\d+\s%/ : /up to \d+%/);
    expect(cta.textContent).not.toMatch(/typically|obvykle|Agencies|Shops|Professionals|Agentury|Obchody|Profesionálové/);
  });

  it('leaves no interpolation placeholder unfilled', () => {
    const { container } = render();
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
  });
});

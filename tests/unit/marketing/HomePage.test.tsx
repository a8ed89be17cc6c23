import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '@/pages/HomePage';
import { site } from '@/config/site';
import type HomeCopy from '../../../public/locales/en/home.json';
import { readLocale, renderScreen } from '../render';
import { languageEntry, LANGUAGES } from '@shared/languages';

describe.each(LANGUAGES)('HomePage in %s', (language) => {
  const copy = readLocale<typeof HomeCopy>(language, 'home');
  const prefix = languageEntry(language).prefix && `/${languageEntry(language).prefix}`;
  const render = () => renderScreen(<HomePage />, { language, namespaces: ['home', 'demo'], path: prefix || '/' });

  it('has at least 8 FAQ items in home:faq.items, each a question with an answer', () => {
    expect(Array.isArray(copy.faq.items)).toBe(true);
    expect(copy.faq.items.length).toBeGreaterThanOrEqual(8);
    for (const item of copy.faq.items) {
      expect(Object.keys(item).sort()).toEqual(['answer', 'question']);
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.trim()).not.toBe('');
    }
  });

  it('renders every FAQ item as a disclosure in #faq with the values from site filled in', () => {
    render();
    const faq = screen.getByRole('region', { name: copy.faq.heading });
    expect(faq.id).toBe('faq');
    const details = faq.querySelectorAll('details');
    expect(details.length).toBe(copy.faq.items.length);
    expect(details.length).toBeGreaterThanOrEqual(8);
    expect(faq.textContent).not.toMatch(/\{\{/);
    expect(faq.textContent).toContain(site.emails.assistant);
    expect(faq.textContent).toContain(String(site.trialDays));
  });

  it('has the hero, #ai-employees, #demo and #pricing whose plan buttons go to /andrea#pricing (D13)', () => {
    const { container } = render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: copy.hero.seeDemo }).getAttribute('href')).toBe('#demo');
    const team = container.querySelector('#ai-employees') as HTMLElement;
    expect(
      within(team)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`${prefix}/andrea`, `${prefix}/julie`, `${prefix}/david`]);
    expect(container.querySelector('#demo')).not.toBeNull();
    const pricing = container.querySelector('#pricing') as HTMLElement;
    const planLinks = [...pricing.querySelectorAll('[data-plan] a')];
    expect(planLinks).toHaveLength(2);
    for (const link of planLinks) expect(link.getAttribute('href')).toBe(`${prefix}/andrea#pricing`);
  });
});

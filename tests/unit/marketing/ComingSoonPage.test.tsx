import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ComingSoonPage from '@/pages/ComingSoonPage';
import type { Language } from '@/config/site';
import type EmployeesCopy from '../../../public/locales/en/employees.json';
import { asQueried, readLocale, renderScreen } from '../render';

type Employee = 'julie' | 'david';

const CASES: [Employee, Language][] = [
  ['julie', 'en'],
  ['julie', 'cs'],
  ['david', 'en'],
  ['david', 'cs'],
];

/** The spec's illustrative figures (section 9), split between the two: Julie support, David sales. */
const FIGURES: Record<Employee, Partial<Record<Language, string[]>>> = {
  julie: { en: ['3', '+15%'], cs: ['3', '+15 %'] },
  david: { en: ['47', '12', '23%', '47%'], cs: ['47', '12', '23 %', '47 %'] },
};
const SCORES: Record<Employee, string[]> = { julie: [], david: ['95', '87', '72'] };

const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe.each(CASES)('ComingSoonPage %s in %s', (employee, language) => {
  const copy = readLocale<typeof EmployeesCopy>(language, 'employees');
  const own = copy[employee];
  const render = () =>
    renderScreen(<ComingSoonPage employee={employee} />, {
      language,
      namespaces: ['employees'],
      path: language === 'cs' ? `/cs/${employee}` : `/${employee}`,
    });

  it('has one h1 with the employee headline and the "coming soon" badge', () => {
    render();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent).toBe(own.hero.title);
    expect(screen.getAllByText(copy.shared.badge).length).toBeGreaterThan(0);
  });

  it('shows one benefits section (three outcomes, then every spec feature as a compact list) and the pricing "soon" section', () => {
    render();
    const benefits = screen.getByRole('region', { name: own.benefits.heading });
    // The outcomes as cards, then the list under its own heading: no second section of cards repeating them.
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...own.benefits.items.map((item: { title: string }) => item.title), own.features.heading]);
    expect(screen.queryByRole('region', { name: own.features.heading })).toBeNull();
    const [outcomes, capabilities] = within(benefits).getAllByRole('list');
    expect(within(outcomes).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(capabilities)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(own.features.items.map((item: { title: string }) => item.title));
    expect(own.features.items).toHaveLength(employee === 'julie' ? 6 : 5);
    const pricing = screen.getByRole('region', { name: copy.shared.pricingHeading });
    expect(pricing.id).toBe('pricing');
    expect(within(pricing).getByText(copy.shared.pricingValue)).toBeTruthy();
  });

  it('shows the sample dashboard with its figures, marked as sample data', () => {
    render();
    const dashboard = screen.getByRole('region', { name: own.dashboard.heading });
    expect(within(dashboard).getByText(asQueried(copy.shared.sampleLabel))).toBeTruthy();
    expect(within(dashboard).getByText(asQueried(own.dashboard.caption))).toBeTruthy();
    const values = [...dashboard.querySelectorAll('dl dd.text-3xl')].map((dd) => norm(dd.textContent));
    expect(values).toEqual(FIGURES[employee][language]);
    for (const score of SCORES[employee]) expect(norm(dashboard.textContent)).toContain(score);
  });

  it("offers the waiting list for this employee and a link to this employee's own demo", () => {
    render();
    const waitlist = screen.getAllByRole('button', { name: own.hero.joinWaitlist });
    expect(waitlist[0].getAttribute('data-employee')).toBe(employee === 'julie' ? 'Julie' : 'David');
    expect(screen.getByRole('button', { name: own.waitlist.button }).getAttribute('data-employee')).toBe(
      employee === 'julie' ? 'Julie' : 'David',
    );
    const demoLinks = screen.getAllByRole('link', { name: copy.shared.seeDemo });
    expect(demoLinks.length).toBeGreaterThan(0);
    // Its own tab of the demo, not Andrea's (UX-REVIEW-6 N6).
    for (const link of demoLinks) expect(link.getAttribute('href')).toBe(`${language === 'cs' ? '/cs' : ''}/demo?tab=${employee}`);
  });

  it('makes no time-saving claim for an employee nobody has used yet (D38)', () => {
    const { container } = render();
    const dashboard = screen.getByRole('region', { name: own.dashboard.heading });
    const outsideSampleData = (container.textContent ?? '').replace(dashboard.textContent ?? '', '');
    expect(outsideSampleData).not.toMatch(/\d\s?%|typically|obvykle/);
  });

  it('leaves no interpolation placeholder unfilled', () => {
    const { container } = render();
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
  });
});

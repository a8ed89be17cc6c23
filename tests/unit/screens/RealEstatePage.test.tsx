import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import RealEstatePage from '@/pages/RealEstatePage';
import { czech, renderScreen } from '../render';

function visiblePanel() {
  const panels = screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => !panel.hidden);
  expect(panels).toHaveLength(1);
  return panels[0];
}

describe('real-estate page', () => {
  it('operates the demo tabs with the keyboard (arrows wrap, Home/End, roving tabindex)', async () => {
    const user = userEvent.setup();
    renderScreen(<RealEstatePage />, { language: 'en', namespaces: ['realEstate'], path: '/real-estate-assistant' });
    const tablist = screen.getByRole('tablist', { name: 'Demo examples' });
    const [email, calendar, summary] = screen.getAllByRole('tab');
    expect([email, calendar, summary].map((tab) => tab.textContent)).toEqual(['Email drafts', 'Calendar management', 'Smart summaries']);
    expect(tablist.contains(email)).toBe(true);
    expect(email.getAttribute('aria-selected')).toBe('true');
    expect([email, calendar, summary].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(email.id);

    email.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(calendar);
    expect(calendar.getAttribute('aria-selected')).toBe('true');
    expect(visiblePanel().id).toBe(calendar.getAttribute('aria-controls'));
    expect(visiblePanel().textContent).toMatch(/Proposed viewings/);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(email);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(summary);
    expect(visiblePanel().textContent).toMatch(/morning summary/);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(email);
    await user.keyboard('{End}');
    expect(summary.getAttribute('aria-selected')).toBe('true');
    expect([email, calendar, summary].map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('offers a prefilled first email to Andrea, links privacy and the demo, and labels the testimonial as illustrative (D17)', () => {
    renderScreen(<RealEstatePage />, { language: 'cs', namespaces: ['realEstate'], path: '/cs/real-estate-assistant' });
    const start = screen.getAllByRole('link', { name: 'Napsat Andree' })[0];
    expect(start.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.emails.assistant}\\?subject=.+&body=.+`));
    expect(screen.getByRole('link', { name: 'Podívat se na ukázku' }).getAttribute('href')).toBe('#demo');
    expect(document.getElementById('demo')).not.toBeNull();
    expect(screen.getByRole('link', { name: czech('Jak nakládáme s osobními údaji') }).getAttribute('href')).toBe('/cs/privacy');
    expect(screen.getByRole('link', { name: /celou ukázku/ }).getAttribute('href')).toBe('/cs/demo?tab=andrea');
    const figure = document.querySelector('figure') as HTMLElement;
    expect(figure.textContent).toMatch(/Ilustrační příklad/);
    expect(figure.textContent).toMatch(/Citát je smyšlený/);
    expect(figure.textContent).toMatch(/Nejde o\shodnocení skutečného zákazníka/);
    expect(document.body.textContent).not.toMatch(/bez (platební )?karty|no credit card/i);
  });

  it('puts one offer per button with its own note directly under it, in the hero and the closing band: the card note under the trial only', () => {
    renderScreen(<RealEstatePage />, { language: 'en', namespaces: ['realEstate'], path: '/real-estate-assistant' });
    const cardNote = /A card is collected at checkout/;
    const trials = screen.getAllByRole('button', { name: 'Start your free trial' });
    const emails = screen.getAllByRole('link', { name: 'Email Andrea now' });
    expect(trials).toHaveLength(2);
    expect(emails).toHaveLength(2);
    for (const trial of trials) expect(trial.nextElementSibling?.textContent).toMatch(cardNote);
    for (const email of emails) {
      expect(email.nextElementSibling?.textContent).toMatch(/^Andrea replies with the next steps, .+\.$/);
      expect(email.parentElement?.textContent).not.toMatch(cardNote);
    }
    // The card note is said twice, once under each trial button, and nowhere else.
    expect(document.body.textContent?.match(new RegExp(cardNote.source, 'g'))).toHaveLength(2);
  });
});

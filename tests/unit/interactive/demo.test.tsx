import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoModal } from '@/features/demo/DemoModal';
import { DemoModalButton } from '@/features/demo/DemoModalButton';
import { DemoSection } from '@/features/demo/DemoSection';
import { DEMO_STEP_MS } from '@/features/demo/use-demo';
import DemoPage from '@/pages/DemoPage';
import { renderUi } from './render';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const reached = () => document.querySelectorAll('[data-demo] li[data-reached]').length;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('DemoSection', () => {
  it('has tabs Andrea, Julie, David and Andrea sub-tabs', () => {
    renderUi(<DemoSection />, { namespaces: ['demo'] });
    const main = screen.getByRole('tablist', { name: 'AI employees' });
    expect(
      within(main)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['AndreaEmail assistant, available now', 'JulieCustomer care, coming soon', 'DavidSales, coming soon']);
    const sub = screen.getByRole('tablist', { name: "Andrea's skills" });
    expect(
      within(sub)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Email assistant', 'Calendar management', 'Tasks and daily summary']);
    expect(document.querySelector('section#demo h2')?.textContent).toBe('See your AI employees at work');
  });

  it('a finished run offers Run again in the place of Stop, and only that (UX review 4, U9)', () => {
    renderUi(<DemoSection />, { namespaces: ['demo'] });
    fireEvent.click(screen.getByRole('button', { name: 'Start demo' }));
    advance(DEMO_STEP_MS * 3);
    expect(screen.getByTestId('demo-result')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop demo' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Run again' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Run again' }));
    expect(reached()).toBe(0);
    expect(screen.queryByTestId('demo-result')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop demo' })).toBeTruthy();
  });

  it('start reveals one checklist item every 2000 ms and shows the result panel at step 3; stop resets', () => {
    renderUi(<DemoSection />, { namespaces: ['demo'] });
    fireEvent.click(screen.getByRole('button', { name: 'Start demo' }));
    expect(reached()).toBe(0);
    expect(screen.queryByTestId('demo-result')).toBeNull();
    advance(DEMO_STEP_MS - 1);
    expect(reached()).toBe(0);
    advance(1);
    expect(reached()).toBe(1);
    advance(DEMO_STEP_MS);
    expect(reached()).toBe(2);
    expect(screen.queryByTestId('demo-result')).toBeNull();
    advance(DEMO_STEP_MS);
    expect(reached()).toBe(3);
    expect(screen.getByTestId('demo-result').textContent).toContain('Draft ready in your Drafts folder');
    advance(DEMO_STEP_MS * 5);
    expect(document.querySelector('[data-demo]')?.getAttribute('data-step')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Run again' }));
    advance(DEMO_STEP_MS);
    expect(reached()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Stop demo' }));
    expect(reached()).toBe(0);
    expect(screen.queryByTestId('demo-result')).toBeNull();
  });

  it("David's demo carries the spec's fixed figures; switching tabs stops the run", () => {
    renderUi(<DemoSection initialTab="david" />, { namespaces: ['demo'] });
    expect(screen.queryByRole('tablist', { name: "Andrea's skills" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start demo' }));
    advance(DEMO_STEP_MS * 3);
    const result = screen.getByTestId('demo-result').textContent ?? '';
    for (const figure of ['47 prospects', '95, 87 and 72', '12 emails', '23% response rate', '47% of meeting invitations accepted'])
      expect(result).toContain(figure);
    fireEvent.click(screen.getByRole('tab', { name: /Julie/ }));
    expect(screen.queryByTestId('demo-result')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start demo' }));
    advance(DEMO_STEP_MS * 3);
    expect(screen.getByTestId('demo-result').textContent).toContain('3 urgent tickets');
    expect(screen.getByTestId('demo-result').textContent).toContain('15%');
  });

  it('arrow keys move between tabs', () => {
    renderUi(<DemoSection />, { namespaces: ['demo'] });
    const andrea = screen.getByRole('tab', { name: /Andrea/ });
    fireEvent.keyDown(andrea, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Julie/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: /Julie/ }), { key: 'End' });
    expect(screen.getByRole('tab', { name: /David/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('announces each step politely for screen readers', () => {
    renderUi(<DemoSection />, { namespaces: ['demo'] });
    fireEvent.click(screen.getByRole('button', { name: 'Start demo' }));
    advance(DEMO_STEP_MS);
    const live = document.querySelector('[data-demo] [aria-live="polite"]');
    expect(live?.textContent).toBe('Step 1 of 3: Reads the email and the whole thread');
  });
});

describe('DemoPage', () => {
  it('is the h1 and reads ?tab= after hydration', () => {
    renderUi(<DemoPage />, { namespaces: ['demo'], path: '/demo?tab=julie' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('See your AI employees at work');
    expect(screen.getByRole('tab', { name: /Julie/ }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('DemoModal (D26)', () => {
  it('starts at its initial step and runs to the result panel', async () => {
    renderUi(<DemoModal isOpen onClose={() => {}} initialStep="calendar" />, { namespaces: ['demo'] });
    const dialog = screen.getByRole('dialog', { name: 'Andrea in action' });
    expect(dialog.querySelector('[data-demo]')?.getAttribute('data-demo')).toBe('calendar');
    expect(within(dialog).getByRole('button', { name: 'Stop demo' })).toBeTruthy();
    advance(DEMO_STEP_MS * 3);
    expect(within(dialog).getByTestId('demo-result').textContent).toContain('Three slots proposed');
  });

  it('runs from the render that opens it: its first painted frame already shows the running demo (issue 37)', () => {
    const seen: (string | null)[] = [];
    /** Reads the player's button in the commit that shows the dialog, before anything paints. */
    function Probe({ open }: { open: boolean }) {
      useLayoutEffect(() => {
        if (open) seen.push(document.querySelector('[role="dialog"] [data-demo] button')?.textContent ?? null);
      }, [open]);
      return null;
    }
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <DemoModal isOpen={open} onClose={() => setOpen(false)} initialStep="email" />
          <Probe open={open} />
        </>
      );
    }
    renderUi(<Harness />, { namespaces: ['demo'] });
    act(() => vi.runOnlyPendingTimers()); // the closed dialog is rendered ahead, hidden
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(seen).toEqual(['Stop demo']);
  });

  it('defaults to the email demo', () => {
    renderUi(<DemoModal isOpen onClose={() => {}} />, { namespaces: ['demo'] });
    expect(document.querySelector('[role="dialog"] [data-demo]')?.getAttribute('data-demo')).toBe('email');
  });

  it('DemoModalButton opens the lazily loaded modal on its card demo; Escape calls onClose', async () => {
    vi.useRealTimers();
    renderUi(<DemoModalButton initialStep="summary">Watch the summary</DemoModalButton>, { namespaces: ['demo'] });
    fireEvent.click(screen.getByRole('button', { name: 'Watch the summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Andrea in action' });
    expect(dialog.querySelector('[data-demo]')?.getAttribute('data-demo')).toBe('summary');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('DemoModalButton starts the demo over on every opening (a closed dialog stays rendered, hidden)', async () => {
    renderUi(<DemoModalButton initialStep="calendar">Watch the calendar</DemoModalButton>, { namespaces: ['demo'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Watch the calendar' }));
      vi.advanceTimersByTime(20); // the tap's own frame comes first (D76)
      await vi.dynamicImportSettled();
    });
    let dialog = screen.getByRole('dialog', { name: 'Andrea in action' });
    advance(DEMO_STEP_MS * 3);
    expect(within(dialog).getByTestId('demo-result')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Watch the calendar' }));
    // D76: the click paints its own frame before the dialog renders.
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(20);
    dialog = screen.getByRole('dialog', { name: 'Andrea in action' });
    expect(within(dialog).queryByTestId('demo-result')).toBeNull();
    expect(reached()).toBe(0);
  });
});

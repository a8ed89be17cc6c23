import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormSuccess } from '@/components/forms/FormAlert';

afterEach(cleanup);

function page(title: string) {
  return (
    <>
      <input aria-label="elsewhere" />
      <FormSuccess title={title} body="Body" again="Again" onAgain={() => {}} />
    </>
  );
}

describe('FormSuccess', () => {
  it('takes the focus when it appears, and not again when its page re-renders', () => {
    const { rerender } = render(page('Sent'));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    screen.getByLabelText('elsewhere').focus();
    rerender(page('Odesláno'));
    expect(screen.getByRole('heading').textContent).toBe('Odesláno');
    expect(document.activeElement).toBe(screen.getByLabelText('elsewhere'));
  });

  it("brings its title into view when it appears under the header's room (the root's scroll padding), and leaves one below it where it is", () => {
    // jsdom has neither layout nor scrolling: the padding comes from a style sheet, the top is given.
    const margin = document.head.appendChild(document.createElement('style'));
    margin.textContent = 'html { scroll-padding-top: 96px }';
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const top = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    try {
      top.mockReturnValue({ top: 100 } as DOMRect);
      render(page('In view'));
      expect(scrolled).not.toHaveBeenCalled();
      cleanup();
      top.mockReturnValue({ top: 90 } as DOMRect);
      render(page('Above'));
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    } finally {
      vi.restoreAllMocks();
      margin.remove();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fullStylesheetLoaded } from '@/app/full-stylesheet';
import { nextTask } from '@/lib/next-task';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await nextTask();
  return done;
};

describe('fullStylesheetLoaded (hydration waits for the full stylesheet)', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('resolves at once when the page has no loader-added stylesheet (dev server, tests)', async () => {
    expect(await settled(fullStylesheetLoaded())).toBe(true);
  });

  it('waits for the stylesheet, and resolves on load', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/index.css' });
    link.setAttribute('data-app-css', '');
    document.head.appendChild(link);
    const loaded = fullStylesheetLoaded();
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
  });

  it('does not hold the page hostage when the stylesheet fails', async () => {
    const link = document.createElement('link');
    link.setAttribute('data-app-css', '');
    document.head.appendChild(link);
    const loaded = fullStylesheetLoaded();
    link.dispatchEvent(new Event('error'));
    expect(await settled(loaded)).toBe(true);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { appStylesheetLoaded } from '@/app/app-stylesheet';
import { nextTask } from '@/lib/next-task';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await nextTask();
  return done;
};

describe('appStylesheetLoaded (hydration waits for the stylesheet of the rest)', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('resolves at once when the page has no loader-added stylesheet (dev server, tests)', async () => {
    expect(await settled(appStylesheetLoaded())).toBe(true);
  });

  it('waits for the stylesheet, and resolves on load', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/index.css' });
    link.setAttribute('data-app-css', '');
    document.head.appendChild(link);
    const loaded = appStylesheetLoaded();
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
  });

  it('does not hold the page hostage when the stylesheet fails', async () => {
    const link = document.createElement('link');
    link.setAttribute('data-app-css', '');
    document.head.appendChild(link);
    const loaded = appStylesheetLoaded();
    link.dispatchEvent(new Event('error'));
    expect(await settled(loaded)).toBe(true);
  });
});

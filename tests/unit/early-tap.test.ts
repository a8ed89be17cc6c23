import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps, releaseHeldTaps, replayHeldTap, type TapHolder } from '@/lib/early-tap';

/**
 * D35 and D61: the holder of early taps on a page's HTML alone. Whether a tap was held is what the
 * browser's default action would do: `defaultPrevented`, read after the click has been through the
 * document (jsdom itself does not navigate).
 */
let doc: Document;
let holder: TapHolder;
let followed: string[];

beforeEach(() => {
  // A document of its own for each test: the holder's listeners stay on the document they were added to.
  doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML =
    '<a id="signup" href="/andrea#pricing" data-hold-tap="">Start</a>' +
    '<a id="plain" href="/trust">Trust</a>' +
    '<form><button id="send" type="submit" data-hold-tap="">Send</button></form>';
  holder = {};
  followed = [];
  holdEarlyTaps(doc, holder);
  doc.addEventListener('click', (event) => {
    if (!event.defaultPrevented) followed.push((event.target as Element).id);
    event.preventDefault();
  });
});

afterEach(() => {
  doc.documentElement.removeAttribute('data-hydrated');
});

const tap = (id: string, init: MouseEventInit = {}) =>
  doc.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

/** A module script of the page that failed to load, as the browser reports it. */
const scriptFails = (type = 'module') => {
  const script = doc.createElement('script');
  script.type = type;
  doc.head.append(script);
  script.dispatchEvent(new Event('error'));
};

describe('holdEarlyTaps', () => {
  it('holds a plain tap on a call to action before hydration, and lets other taps through', () => {
    tap('signup');
    tap('plain');
    tap('signup', { ctrlKey: true });
    expect(followed).toEqual(['plain', 'signup']);
    expect(holder.heldTap?.id).toBe('signup');
  });

  it('holds nothing once the page has hydrated, and the replay answers the held tap', () => {
    tap('signup');
    doc.documentElement.dataset.hydrated = 'true';
    replayHeldTap(holder);
    expect(followed).toEqual(['signup']);
    expect(holder.heldTap).toBeUndefined();
  });

  it('D61: when the app will not start, a held link is followed and later links are not held', () => {
    tap('signup');
    expect(followed).toEqual([]);
    releaseHeldTaps(holder);
    expect(followed).toEqual(['signup']);
    tap('signup');
    expect(followed).toEqual(['signup', 'signup']);
  });

  it('D61: buttons stay held (Send would put the message into the address)', () => {
    tap('send');
    releaseHeldTaps(holder);
    tap('send');
    expect(followed).toEqual([]);
  });

  it('D61: a module script that fails to load releases the links; another script does not', () => {
    tap('signup');
    scriptFails('text/javascript');
    expect(followed).toEqual([]);
    scriptFails();
    expect(followed).toEqual(['signup']);
  });
});

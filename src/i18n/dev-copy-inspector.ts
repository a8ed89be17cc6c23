/**
 * The copy inspector, `npm run dev` only (the browser entry imports it behind
 * `import.meta.env.DEV`, so the production bundle has none of it): Alt+click any text, or open a
 * page with `?inspect` and point at it, to see the locale file, key and line it comes from, in every
 * language, with a link that opens the file at that line through Vite's own `/__open-in-editor`.
 * What is on the screen is looked up among the strings t() returned (dev-copy-keys.ts), not searched
 * for in the files: the screen shows typeset text with its {{variables}} filled.
 */
import { normalizeCopy, recordedCopy, type CopyKey } from './dev-copy-keys';

export { recordCopyKeys } from './dev-copy-keys';

/** One language's copy of a key, as the dev server's `/__copy-where` finds it in the locale files. */
interface Place {
  lng: string;
  file: string;
  line: number;
  col: number;
}

const TAG = /<\/?[a-zA-Z0-9]+\s*\/?>/;
const INSPECT_FLAG = 'copy-inspector';
/** How far from a text the pointer may be and still mean it (a card's padding, the gap between lines). */
const NEAR_PX = 40;

/** The keys whose rendered text is `text`: the whole string, a part of a <Trans> string between its tags, or (from 4 characters) a part of a longer one. */
export function keysFor(text: string, pageLanguage: string): CopyKey[] {
  const wanted = normalizeCopy(text);
  if (!wanted) return [];
  const ranked: { rank: number; entry: CopyKey }[] = [];
  for (const [rendered, keys] of recordedCopy()) {
    const rank =
      rendered === wanted
        ? 0
        : rendered.split(TAG).map(normalizeCopy).includes(wanted)
          ? 1
          : wanted.length >= 4 && rendered.includes(wanted)
            ? 2
            : undefined;
    if (rank !== undefined) for (const entry of keys.values()) ranked.push({ rank, entry });
  }
  ranked.sort((a, b) => a.rank - b.rank || Number(b.entry.lng === pageLanguage) - Number(a.entry.lng === pageLanguage));
  const best = ranked[0]?.rank;
  const unique = new Map<string, CopyKey>();
  for (const { rank, entry } of ranked)
    if (rank === best && !unique.has(`${entry.ns}:${entry.key}`)) unique.set(`${entry.ns}:${entry.key}`, entry);
  return [...unique.values()].slice(0, 6);
}

/** What the pointer is on: the text node under it, else the element's label or its text. */
function textAt(x: number, y: number): { text: string; element: Element } | undefined {
  const position = document.caretPositionFromPoint?.(x, y);
  const node = position ? position.offsetNode : document.caretRangeFromPoint?.(x, y)?.startContainer;
  if (node?.nodeType === Node.TEXT_NODE && node.parentElement && normalizeCopy(node.textContent ?? '')) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const inside = [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
    if (inside) return { text: node.textContent ?? '', element: node.parentElement };
  }
  const element = document.elementFromPoint(x, y);
  if (!element || element.closest('[data-copy-inspector]')) return undefined;
  for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
    const value = element.getAttribute(name);
    if (value && keysFor(value, document.documentElement.lang).length > 0) return { text: value, element };
  }
  // Between two lines or in a card's padding: the nearest text of the element, if it is close.
  let nearest: { text: string; element: Element; distance: number } | undefined;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!normalizeCopy(text.textContent ?? '') || !text.parentElement) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const r of range.getClientRects()) {
      const distance = Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
      if (distance <= NEAR_PX && (!nearest || distance < nearest.distance))
        nearest = { text: text.textContent ?? '', element: text.parentElement, distance };
    }
  }
  return nearest;
}

const style = (element: HTMLElement, css: string) => {
  element.style.cssText = css;
  return element;
};

function node<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  return element;
}

// pointer-events: an open Radix dialog turns them off for everything outside it.
const BOX =
  'position:fixed;z-index:2147483647;pointer-events:auto;font:13px/1.45 ui-monospace,monospace;color:#111;background:#fff;' +
  'border:1px solid #888;border-radius:6px;box-shadow:0 4px 18px rgba(0,0,0,.25);';

let panel: HTMLElement | undefined;
let outline: HTMLElement | undefined;
let badge: HTMLElement | undefined;

function closePanel() {
  panel?.remove();
  panel = undefined;
}

/** Asks the dev server where each language's file holds the key, and lists it with a link to the editor. */
async function showPlaces(list: HTMLElement, entry: CopyKey): Promise<void> {
  const response = await fetch(`/__copy-where?${new URLSearchParams({ ns: entry.ns, key: entry.key })}`);
  const places = (await response.json()) as Place[];
  places.sort((a, b) => Number(b.lng === entry.lng) - Number(a.lng === entry.lng));
  for (const place of places) {
    const row = node('li');
    const where = `${place.file}:${place.line}:${place.col}`;
    const open = node('a', 'open in editor');
    open.href = `/__open-in-editor?${new URLSearchParams({ file: where })}`;
    open.addEventListener('click', (event) => {
      event.preventDefault();
      void fetch(open.href);
    });
    row.append(node('span', `${where} `), open);
    list.append(row);
  }
}

function showPanel(text: string): void {
  closePanel();
  const found = keysFor(text, document.documentElement.lang);
  panel = style(node('aside'), `${BOX}right:12px;bottom:12px;max-width:min(40rem,90vw);padding:10px 14px;`);
  panel.dataset.copyInspector = 'panel';
  panel.setAttribute('aria-label', 'Copy inspector');
  const close = style(node('button', '×'), 'float:right;font-size:18px;border:0;background:none;cursor:pointer;');
  close.setAttribute('aria-label', 'Close the copy inspector');
  close.addEventListener('click', closePanel);
  panel.append(close);
  if (found.length === 0) {
    panel.append(
      node(
        'p',
        `No locale string renders "${normalizeCopy(text).slice(0, 80)}": it is written in code or src/config/site.ts (prices, names, addresses).`,
      ),
    );
  }
  for (const entry of found) {
    const block = node('div');
    block.dataset.copyKey = `${entry.ns}:${entry.key}`;
    const list = style(node('ul'), 'margin:2px 0 8px;padding-left:18px;');
    block.append(style(node('strong', `${entry.ns}:${entry.key}`), 'display:block;'), list);
    panel.append(block);
    void showPlaces(list, entry);
  }
  document.body.append(panel);
}

/** `?inspect` (kept for the tab until `?inspect=off`): pointing outlines the text and names its key; a click pins the panel instead of acting. */
function hovering(): boolean {
  const asked = new URLSearchParams(window.location.search).get('inspect');
  if (asked !== null) sessionStorage.setItem(INSPECT_FLAG, asked === 'off' ? '' : '1');
  return sessionStorage.getItem(INSPECT_FLAG) === '1';
}

function point(x: number, y: number): void {
  const found = textAt(x, y);
  const keys = found ? keysFor(found.text, document.documentElement.lang) : [];
  if (!found || keys.length === 0) {
    outline?.remove();
    badge?.remove();
    return;
  }
  const box = found.element.getBoundingClientRect();
  outline ??= style(node('div'), 'position:fixed;z-index:2147483646;pointer-events:none;outline:2px solid #d00;');
  outline.style.left = `${box.left}px`;
  outline.style.top = `${box.top}px`;
  outline.style.width = `${box.width}px`;
  outline.style.height = `${box.height}px`;
  badge ??= style(node('div'), `${BOX}pointer-events:none;padding:2px 6px;`);
  badge.dataset.copyInspector = 'badge';
  badge.textContent = keys.map((entry) => `${entry.ns}:${entry.key}`).join('  ');
  badge.style.left = `${Math.max(0, box.left)}px`;
  badge.style.top = `${box.bottom + 4}px`;
  document.body.append(outline, badge);
}

export function installCopyInspector(): void {
  const hover = hovering();
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.altKey || hover) || (event.target as Element | null)?.closest?.('[data-copy-inspector]')) return;
      const found = textAt(event.clientX, event.clientY);
      if (!found) return;
      // The text is inspected instead of acting: a link is not followed, a dialog not opened.
      event.preventDefault();
      event.stopPropagation();
      showPanel(found.text);
    },
    true,
  );
  // Some controls act on the press (Radix tabs): an inspecting press does not reach them either. A
  // press on the panel reaches nothing under it: an open dialog would take it as a press outside
  // and close, and would pull the focus back.
  for (const type of ['pointerdown', 'mousedown'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (event.altKey || hover || (event.target as Element | null)?.closest?.('[data-copy-inspector]')) {
          event.preventDefault();
          event.stopPropagation();
        }
      },
      true,
    );
  }
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closePanel();
  });
  if (hover) {
    let frame = 0;
    document.addEventListener('mousemove', (event) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => point(event.clientX, event.clientY));
    });
  }
  console.info('Copy inspector: Alt+click any text to see its locale file, key and line (or open the page with ?inspect).');
}

/** Where the reader is: the section they are reading, and how far its top sits from the window's top. */
export interface ReadingPlace {
  section: string;
  top: number;
}

/** The last section whose top has passed under the sticky header (the root's scroll padding), if any. */
export function readingPlace(doc: Document = document): ReadingPlace | undefined {
  const under = parseFloat(getComputedStyle(doc.documentElement).scrollPaddingTop) || 0;
  let place: ReadingPlace | undefined;
  for (const section of doc.querySelectorAll<HTMLElement>('main section[id]')) {
    const { top } = section.getBoundingClientRect();
    if (top <= under + 1) place = { section: section.id, top };
  }
  return place;
}

/** A navigation's state as a reading place, if it carries one (only the language toggle's does). */
export const placeIn = (state: unknown): ReadingPlace | undefined => (state as { readingPlace?: ReadingPlace } | null)?.readingPlace;

/** Scrolls so the section sits where the reader had it; false when the page has no such section. */
export function restorePlace(place: ReadingPlace, doc: Document = document): boolean {
  const section = doc.getElementById(place.section);
  if (!section) return false;
  window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - place.top, behavior: 'instant' });
  return true;
}

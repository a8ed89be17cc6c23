/**
 * Stored text is the visitor's, typed on the internet: printed raw, ESC (U+001B) or a C1 CSI can
 * drive the operator's terminal, a bidi override can make a line read backwards, and an invisible
 * character (U+200B, U+2060, a variation selector, a tag character, ...) can make two different
 * names look the same. Wherever stored text is printed (`npm run leads`, the notification email)
 * such characters are shown as escapes (issue 24: shown, not refused, see D50).
 */

/**
 * Controls (C0, DEL, C1), every default-ignorable code point (bidi controls, zero-width and
 * invisible characters, variation selectors, tags, fillers; Unicode's own list, so it stays
 * complete) and the line/paragraph separators.
 */
const HIDDEN = /[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;

/** What JSON.stringify leaves raw (it escapes C0 itself): outside C0, these occur only inside strings. */
const HIDDEN_IN_JSON = /[\u007f-\u009f\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;

const escape = (character: string) => `\\u{${character.codePointAt(0)!.toString(16)}}`;

/** Every control and invisible character as `\u{…}` (ESC becomes `\u{1b}`); `keepLineBreaks` leaves \n and \t. */
export function showControls(text: string, options: { keepLineBreaks?: boolean } = {}): string {
  return text.replace(HIDDEN, (character) =>
    options.keepLineBreaks && (character === '\n' || character === '\t') ? character : escape(character),
  );
}

/** JSON.stringify escapes C0 already; this also escapes C1 and invisible characters (still valid, lossless JSON; astral ones as a surrogate pair). */
export function jsonWithVisibleControls(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(HIDDEN_IN_JSON, (character) =>
    [...Array(character.length).keys()].map((index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`).join(''),
  );
}

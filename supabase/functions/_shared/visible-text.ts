/**
 * Stored text is the visitor's, typed on the internet: printed raw, ESC (U+001B) or a C1 CSI can
 * drive the operator's terminal and a bidi override can make a line read backwards. Wherever stored
 * text is printed (`npm run leads`, the notification email) such characters are shown as escapes.
 */

/** C0 and C1 controls, DEL, bidi controls and the Unicode line/paragraph separators. */
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const HIDDEN_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** What JSON.stringify leaves raw (it escapes C0 itself): outside C0, these occur only inside strings. */
const HIDDEN_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

const escape = (character: string) => `\\u{${character.codePointAt(0)!.toString(16)}}`;

/** Every control and bidi character as `\u{…}` (ESC becomes `\u{1b}`); `keepLineBreaks` leaves \n and \t. */
export function showControls(text: string, options: { keepLineBreaks?: boolean } = {}): string {
  return text.replace(options.keepLineBreaks ? HIDDEN_BUT_LINE_BREAKS : HIDDEN, escape);
}

/** JSON.stringify escapes C0 already; this also escapes C1, bidi and separators (still valid, lossless JSON). */
export function jsonWithVisibleControls(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    HIDDEN_IN_JSON,
    (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
}

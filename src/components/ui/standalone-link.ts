/**
 * A text link on a line of its own ("How we protect your data →", an address under a label): a
 * 44 px tall tap target that reads as a link. Add margins only.
 */
export const standaloneLink = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2';

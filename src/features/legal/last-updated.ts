/**
 * The date the Terms and the Privacy Policy were last changed. A constant (never Date.now()), so
 * the prerendered HTML and the hydrated page agree; change it with every edit of the legal copy.
 */
export const LEGAL_LAST_UPDATED = '2026-12-03';

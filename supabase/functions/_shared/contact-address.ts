/**
 * The address visitors write to while the operator has set none (VITE_CONTACT_EMAIL): the site's
 * footer and the e-mails the functions send name the same one.
 */
export const DEFAULT_CONTACT_EMAIL = 'hello@aiemployees.cz';

/**
 * The order of the legal sections (spec section 2). Their copy lives in
 * public/locales/{en,cs}/legal.json under `terms.sections.<id>` and `privacy.sections.<id>`;
 * the section number shown on the page is the position in these lists.
 */
export const TERMS_SECTIONS = [
  'agreement',
  'operator',
  'service',
  'infrastructure',
  'thirdParties',
  'accounts',
  'acceptableUse',
  'responsibilities',
  'payment',
  'dataControl',
  'ip',
  'availability',
  // After availability, so sections 9 and 10 keep their numbers.
  'complaints',
  'liability',
  'law',
  'contactUs',
] as const;

export const PRIVACY_SECTIONS = [
  'collected',
  'workflow',
  'processors',
  'usage',
  'retention',
  'rights',
  'security',
  'changes',
  'contactUs',
] as const;

/** Processor rows of the privacy page: hosting, Supabase, the AI language model, payments, email, analytics. */
export const PROCESSORS = ['hosting', 'supabase', 'mailboxStore', 'aiModel', 'payments', 'email', 'analytics'] as const;
export type ProcessorId = (typeof PROCESSORS)[number];

/** Services the customer connects to Andrea under their own account and terms, not our processors. */
export const CONNECTED_SERVICES = ['google'] as const;

/** A configured operator (issues 58, 75): what a deploy build needs besides Supabase, none of it the sample's. */
export const OWN_OPERATOR = {
  VITE_COMPANY_LEGAL_NAME: 'Vzorová Firma s.r.o.',
  VITE_COMPANY_ADDRESS: 'Dlouhá 5, 110 00 Praha 1',
  VITE_COMPANY_ICO: '12345679',
  VITE_COMPANY_DIC: 'CZ12345679',
  VITE_COMPANY_REGISTER_EN: 'C 12345, Municipal Court in Prague',
  VITE_COMPANY_REGISTER_CS: 'C 12345 vedená u Městského soudu v Praze',
  // The processors of mailbox content, which a deploy build must name.
  VITE_AI_MODEL_PROVIDER: 'Vzorový Model AI Ltd.',
  VITE_MAILBOX_STORE_PROVIDER: 'Vzorové Úložiště s.r.o.',
};

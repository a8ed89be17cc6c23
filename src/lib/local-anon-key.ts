/**
 * The embedded local backend's public key. Public by design (like any anon key), shared by the
 * browser client and the local backend so neither hard-codes its own copy.
 */
export const LOCAL_ANON_KEY = 'local-anon-key';

/**
 * Where a waiting-list confirmation link points (D88): the confirmation page's path in the route
 * table (src/config/routes.ts reads it from here) and the query parameter that carries the token.
 * Tiny on purpose: the route table is on every page's critical path.
 */
export const CONFIRM_PATH = '/early-access/confirm';
export const CONFIRM_TOKEN_PARAM = 'token';

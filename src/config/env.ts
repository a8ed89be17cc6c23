/**
 * The one place that reads import.meta.env. Vite validates the VITE_ variables once
 * (vite.config.ts) and writes the result into the bundle, so the browser ships no validator;
 * tests and scripts that import this outside Vite validate on import (Playwright's
 * loader has no import.meta.env: the defaults apply there).
 */
import { readEnv, type Env, type RawEnv } from './read-env';

export { EnvError, readEnv, type Env } from './read-env';

declare const __SITE_ENV__: Env | undefined;

export const env: Env = typeof __SITE_ENV__ === 'object' ? __SITE_ENV__ : readEnv((import.meta.env ?? {}) as RawEnv);

import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { afterNextPaint } from '@/lib/after-next-paint';
import { LOCAL_ANON_KEY } from './local-anon-key';

export { LOCAL_ANON_KEY };

let client: Promise<SupabaseClient> | undefined;
/** A preload waits for the next paint; one at a time, whatever the keystrokes meanwhile. */
let preloadScheduled = false;

/**
 * On intent (focus or typing in a form), so the submit waits for no download. After the
 * next paint: the focus that shows the intent is often a tap's own answer (a dialog's first
 * field, a field tapped into), and the import's module-preload links are DOM work that frame need
 * not wait for.
 */
export function preloadSupabase(): void {
  if (client || preloadScheduled) return;
  preloadScheduled = true;
  afterNextPaint(() => {
    preloadScheduled = false;
    void getSupabase().catch(() => undefined);
  });
}

/**
 * The one Supabase client, created on first use: supabase-js is imported lazily so it never
 * weighs on the initial bundle. Without VITE_SUPABASE_URL the site talks to the embedded local
 * backend on its own origin. A public client, no session is kept or refreshed.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(env.supabaseUrl ?? window.location.origin, env.supabaseAnonKey ?? LOCAL_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = undefined; // a failed chunk load may succeed on the next submit
      throw error;
    });
  return client;
}

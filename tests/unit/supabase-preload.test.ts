import { expect, it, vi } from 'vitest';

// The network edge: supabase-js's client is never reached in a unit test.
const createClient = vi.fn(() => ({}));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

const { preloadSupabase } = await import('@/lib/supabase-client');

const nextPaintDone = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

it('loads supabase-js on intent only after the next paint, once however often the intent repeats (D29, D76)', async () => {
  // A focus and two keystrokes in the same frame: the form's onFocus and onInput.
  preloadSupabase();
  preloadSupabase();
  preloadSupabase();
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(createClient).not.toHaveBeenCalled();

  await nextPaintDone();
  expect(createClient).toHaveBeenCalledTimes(1);

  // Once the client exists, more typing schedules nothing and creates no second client.
  preloadSupabase();
  await nextPaintDone();
  expect(createClient).toHaveBeenCalledTimes(1);
});

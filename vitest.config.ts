import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default (cores - 1) runs one file at a time on a 2-core CI machine, where much of a
    // file's time is a child process or I/O (builds, Postgres, Deno): two at once took the run
    // from 407 to 253 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Names the run's one build that the build tests share (tests/build/build-once.ts).
          globalSetup: ['tests/build/build-run.ts'],
          include: [
            'tests/backend/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/tooling/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/recipes/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

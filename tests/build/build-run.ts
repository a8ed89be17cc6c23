/**
 * Vitest global setup of the node project: names this run's shared build (build-once.ts), anew on
 * every rerun in watch mode so a rerun builds the code as it is then, and removes the run's build
 * folders when the run ends.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    buildTestRun: string;
  }
}

const root = path.resolve(import.meta.dirname, '..', '..');
const runs: string[] = [];

/** The run's build folder; its `.lock`, `.done` and `.failed` markers sit beside it. */
export const buildTestDir = (run: string) => path.join(root, '.data', `build-test-${run}`);

export default function setup(project: TestProject) {
  const fresh = () => {
    const run = `${process.pid}-${Date.now()}`;
    runs.push(run);
    project.provide('buildTestRun', run);
  };
  fresh();
  project.onTestsRerun(fresh);
  return async () => {
    for (const run of runs) {
      for (const suffix of ['', '.lock', '.done', '.failed']) await rm(`${buildTestDir(run)}${suffix}`, { recursive: true, force: true });
    }
  };
}

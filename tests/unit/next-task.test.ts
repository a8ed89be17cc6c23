import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextTask } from '../../src/lib/next-task';

describe('nextTask', () => {
  it('resolves in a later task: microtasks queued after it and a timer queued before it run first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'earlier timer', 'next task']);
  });
});

describe('boot sequence (src/main.tsx)', () => {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../src/main.tsx'), 'utf8');

  // react-dom's client is the largest module; evaluated with the entry it made one long task
  // (Total Blocking Time) on every page. It must stay a dynamic import, evaluated on its own.
  it('loads react-dom/client dynamically, never as a static import', () => {
    expect(source).not.toMatch(/^import[^;]*from 'react-dom\/client'/m);
    expect(source).toMatch(/\bimport\('react-dom\/client'\)/);
  });
});

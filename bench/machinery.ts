/**
 * Our own runtime machinery for speed and loading, counted the way ARCHITECTURE-REVIEW-5 §2 counts
 * it (`wc -l` per file), with the lines that are neither comment nor blank beside it, and the
 * decision whose figure keeps each piece (D90). One list, so two people get the same count.
 *
 *   npx tsx bench/machinery.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Piece {
  piece: string;
  files: string[];
  decision: string;
}

export const MACHINERY: readonly Piece[] = [
  {
    piece: 'staged first load',
    files: ['src/main.tsx', 'src/lib/app-loader.ts', 'src/lib/next-task.ts', 'src/app/app-stylesheet.ts', 'src/i18n/initial-resources.ts'],
    decision: 'D32, D77',
  },
  { piece: 'early taps', files: ['src/lib/early-tap.ts', 'src/app/HydrationMarker.tsx'], decision: 'D35' },
  {
    piece: 'recovery after a failure',
    files: ['src/lib/full-load.ts', 'src/lib/fresh-import.ts', 'src/components/loading/load-boundary.tsx'],
    decision: 'D61',
  },
  { piece: 'route table → data router', files: ['src/app/router.tsx', 'src/app/load-page.ts', 'src/app/RouteScreen.tsx'], decision: 'D87' },
  {
    piece: 'prefetch',
    files: [
      'src/components/loading/prefetch.ts',
      'src/components/loading/link-prefetch.ts',
      'src/app/link-prefetch.ts',
      'src/i18n/locale-files.ts',
    ],
    decision: 'D34',
  },
  {
    piece: "link, the tap's own frame",
    files: ['src/components/layout/RouterLink.tsx', 'src/lib/after-next-paint.ts'],
    decision: 'D59, D76',
  },
  { piece: 'a clone per language', files: ['src/i18n/use-language.tsx'], decision: 'D74, D75' },
  {
    piece: 'dialogs rendered hidden at idle',
    files: [
      'src/components/loading/lazy-dialog.tsx',
      'src/components/loading/use-idle.ts',
      'src/components/ui/use-hydrated.ts',
      'src/lib/use-sync-external-store.ts',
    ],
    decision: 'D34',
  },
  {
    piece: "the head's code after the first load",
    files: ['src/features/seo/Seo.tsx', 'src/features/seo/HelmetHead.tsx'],
    decision: 'D29, D60',
  },
];

const COMMENT = /^\s*(\/\/|\/\*\*?|\*\/?)/;

export function countLines(text: string): { lines: number; code: number } {
  const lines = text.replace(/\n$/, '').split('\n');
  return { lines: lines.length, code: lines.filter((line) => line.trim() !== '' && !COMMENT.test(line)).length };
}

/**
 * Module-level state: a top-level `let`, or a top-level `const` holding a new Map, Set, WeakMap or
 * WeakSet. It outlives every page and test that touches it, so it is counted to be kept few.
 */
const MODULE_STATE = /^(?:export )?(?:let (\w+)|const (\w+)(?::[^=]+)? = new (?:Map|Set|WeakMap|WeakSet)\b)/gm;

export function moduleState(text: string): string[] {
  return [...text.matchAll(MODULE_STATE)].map((match) => match[1] ?? match[2]);
}

export function countMachinery(root: string) {
  return MACHINERY.map(({ piece, files, decision }) => {
    const texts = files.map((file) => readFileSync(path.join(root, file), 'utf8'));
    const counts = texts.map(countLines);
    return {
      piece,
      decision,
      files: files.length,
      state: texts.flatMap(moduleState),
      lines: counts.reduce((sum, count) => sum + count.lines, 0),
      code: counts.reduce((sum, count) => sum + count.code, 0),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = countMachinery(path.resolve(import.meta.dirname, '..'));
  console.table(rows.map((row) => ({ ...row, state: row.state.join(', ') })));
  const sum = (key: 'files' | 'lines' | 'code') => rows.reduce((total, row) => total + row[key], 0);
  const state = rows.flatMap((row) => row.state);
  console.log(`machinery: ${sum('lines')} lines in ${sum('files')} files, ${sum('code')} neither comment nor blank`);
  console.log(`module-level state: ${state.length} (${state.join(', ')})`);
}

import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { localesReloadPlugin } from '../../scripts/dev-locales-reload';

/** `npm run dev` reloads the open page when a locale file is saved (e2e/dev-locale-error.spec.ts: when it does not parse). */
describe('locales reload plugin', () => {
  function fakeServer() {
    const watcher = Object.assign(new EventEmitter(), {
      added: [] as string[],
      add(file: string) {
        this.added.push(file);
      },
    });
    const sent: unknown[] = [];
    const server = {
      watcher,
      ws: { send: (payload: unknown) => sent.push(payload), on: () => {} },
      middlewares: { use: () => {} },
      config: { logger: { info: () => {}, error: () => {} } },
    };
    return { server, watcher, sent };
  }

  it('watches the locales folder and sends a full reload for a changed locale JSON only', () => {
    const localesDir = path.resolve('public/locales');
    const plugin = localesReloadPlugin(localesDir);
    const { server, watcher, sent } = fakeServer();
    (plugin.configureServer as (server: unknown) => void)(server);
    expect(watcher.added).toEqual([localesDir]);
    vi.useFakeTimers();
    watcher.emit('change', path.join(localesDir, 'cs', 'home.json'));
    watcher.emit('change', path.join(localesDir, 'cs', 'home.json'));
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([{ type: 'full-reload' }]);
    watcher.emit('change', path.resolve('src/app/App.tsx'));
    watcher.emit('change', path.join(localesDir, 'cs', 'notes.txt'));
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
    expect(sent).toHaveLength(1);
  });
});

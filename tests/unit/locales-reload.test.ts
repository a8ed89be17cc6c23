import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesReloadPlugin } from '../../scripts/dev-locales-reload';

/** Issue 9 §3: `npm run dev` reloads the open page when a locale file is saved. */
describe('locales reload plugin', () => {
  function fakeServer() {
    const watcher = Object.assign(new EventEmitter(), {
      added: [] as string[],
      add(file: string) {
        this.added.push(file);
      },
    });
    const sent: unknown[] = [];
    const server = { watcher, ws: { send: (payload: unknown) => sent.push(payload) }, config: { logger: { info: () => {} } } };
    return { server, watcher, sent };
  }

  it('watches the locales folder and sends a full reload for a changed locale JSON only', () => {
    const localesDir = path.resolve('public/locales');
    const plugin = localesReloadPlugin(localesDir);
    const { server, watcher, sent } = fakeServer();
    (plugin.configureServer as (server: unknown) => void)(server);
    expect(watcher.added).toEqual([localesDir]);
    watcher.emit('change', path.join(localesDir, 'cs', 'home.json'));
    expect(sent).toEqual([{ type: 'full-reload' }]);
    watcher.emit('change', path.resolve('src/app/App.tsx'));
    watcher.emit('change', path.join(localesDir, 'cs', 'notes.txt'));
    expect(sent).toHaveLength(1);
  });
});

import type { Plugin } from 'vite';

/**
 * D29: lets the bundler drop the parts of react-router this site never renders (Link's prefetching,
 * Form, NavLink, ScrollRestoration, the framework-mode contexts: about 4 KB gzip of every first load).
 * The library creates them with top-level `React.forwardRef(...)` / `createContext(...)` calls and
 * `X.displayName = "..."` writes, which a bundler must keep in case they have side effects. Marking
 * the calls pure and removing the displayName writes (React reads them only in development tools)
 * changes nothing at run time. Should a new react-router release change this shape, the patterns
 * simply stop matching and the bench's D29 figure shows the bytes coming back.
 */
const TOP_LEVEL_FACTORY = /^((?:var|const|let) \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";\n/gm;

export function stripReactRouterFactories(code: string): string {
  return code.replace(TOP_LEVEL_FACTORY, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

export function reactRouterPurePlugin(): Plugin {
  return {
    name: 'react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/ },
      handler(code) {
        return { code: stripReactRouterFactories(code), map: null };
      },
    },
  };
}

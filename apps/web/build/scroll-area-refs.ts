import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Mantine's ScrollArea (the navbar, every table) takes a single hook, useMergeRefs, from
 * '@floating-ui/react', which is one 170 KB module: the popovers, focus traps and lists of every
 * select and menu. The bundler cannot split a module, so each screen with a table — the dashboard
 * too — downloaded and compiled all of Floating UI before its first paint. ScrollArea gets the same
 * hook from src/lib/merge-refs.ts (Mantine's own useMergedRef) instead; the selects and menus
 * still import Floating UI and load it with their screens.
 */
export function scrollAreaRefs(): Plugin {
  const shim = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'superliga-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(importer)) return shim;
    },
  };
}

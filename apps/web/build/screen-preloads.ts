import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { SCREENS } from '../src/app/screens';
import { AREA_ROOTS } from './area-chunk';

/**
 * Writes .vite/screen-preloads.json: for each logged-in path (src/app/screens.ts), the files its
 * first render needs beyond the entry — the route table, the logged-in layout and its styles, the
 * screen's chunk and their imports. The server names them in the page it sends for that path
 * (apps/server/src/plugins/static-web.ts), so a phone fetches them together with the entry instead
 * of one import level per round trip after the entry has run (docs/decisions/004-screen-preloads.md).
 */
export function screenPreloads(): Plugin {
  let outDir = 'dist';
  let screens: { path: string; files: string[] }[] = [];
  return {
    name: 'superliga-screen-preloads',
    apply: 'build',
    configResolved: (c) => void (outDir = c.build.outDir),
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const chunkOf = (suffix: string) => {
        const is = (id: string | null) => !!id && id.replace(/\\/g, '/').endsWith(suffix);
        // A module in a shared group has no chunk of its own: then the chunk that holds it.
        const chunk = chunks.find((c) => is(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(is));
        if (!chunk) this.error(`screen-preloads: no chunk for ${suffix}`);
        return chunk;
      };
      const filesOf = (chunk: Rollup.OutputChunk, out = new Set<string>()) => {
        if (out.has(chunk.fileName)) return out;
        out.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
        for (const f of chunk.imports) {
          const dep = bundle[f];
          if (dep?.type === 'chunk') filesOf(dep, out);
        }
        return out;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('screen-preloads: no entry chunk');
      const shell = filesOf(entry);
      const area = new Set<string>();
      for (const m of AREA_ROOTS) filesOf(chunkOf(m), area);
      screens = SCREENS.map(([path, module]) => ({
        path,
        files: [...filesOf(chunkOf(`src/features/${module}.tsx`), new Set(area))].filter((f) => !shell.has(f)),
      }));
    },
    // Written once the bundle is final: Vite drops the JS stubs of style-only chunks (app-styles)
    // after generateBundle, and a page naming a file that does not exist would fetch a 404.
    writeBundle(_, bundle) {
      const out = screens.map((s) => ({ path: s.path, files: s.files.filter((f) => f in bundle).map((f) => `/${f}`) }));
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'screen-preloads.json'), JSON.stringify({ screens: out }, null, 1));
    },
  };
}

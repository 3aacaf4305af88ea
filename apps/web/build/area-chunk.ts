import type { Plugin } from 'vite';
import { SCREENS } from '../src/app/screens';

/** What every logged-in screen is drawn inside: the route table, the layout and the area's styles. */
export const AREA_ROOTS = ['src/app/app-routes.tsx', 'src/app/layouts/app-layout.tsx', 'src/app/app-styles.ts'];
const SHARED_BY = 4;

/**
 * The logged-in area's chunk: the layout, the route table and the area's styles with everything
 * they use, and the app's own modules (src/) that SHARED_BY screens or more import. Split by
 * the bundler alone, what the layout shares with a few screens became small common chunks (it
 * cannot know that every screen is drawn inside the layout), and the dashboard needed 17 files.
 * A phone on HTTP/1.1 has six connections, so every six files cost another round trip before
 * the screen could paint: merged, the dashboard needs 9 files and paints ~200 ms sooner under
 * Lighthouse's slow 4G (docs/decisions/004-screen-preloads.md).
 *
 * Only the three roots are named for the layout: the group takes what they really use with
 * them. Listing their import closure instead would also take whatever a package index
 * re-exports (all of Mantine, every zod schema in @superliga/league).
 */
export function areaChunk(): { plugin: Plugin; has: (id: string) => boolean } {
  const area = new Set<string>();
  const norm = (id: string) => id.replace(/\\/g, '/');
  const plugin: Plugin = {
    name: 'superliga-area-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((i) => norm(i).endsWith(suffix));
        if (!id) this.error(`area-chunk: no module ${suffix}`);
        return id;
      };
      // Static imports only: a screen's lazy chunks are not part of what it draws first.
      const closure = (root: string) => {
        const seen = new Set<string>([root]);
        for (const id of seen) for (const dep of this.getModuleInfo(id)?.importedIds ?? []) seen.add(dep);
        return seen;
      };
      area.clear();
      for (const root of AREA_ROOTS) area.add(find(root));
      const uses = new Map<string, number>();
      // A module drawn by several paths (the new and edit forms) counts once.
      for (const module of new Set(SCREENS.map(([, m]) => m)))
        for (const id of closure(find(`src/features/${module}.tsx`))) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const [id, n] of uses) if (n >= SHARED_BY && /apps\/web\/src\//.test(norm(id))) area.add(id);
    },
  };
  return { plugin, has: (id) => area.has(id) };
}

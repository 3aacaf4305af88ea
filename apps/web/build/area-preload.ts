import type { Plugin } from 'vite';

/** The logged-in area's lazy modules: every logged-in screen needs them (routes.tsx, the '/' route). */
const AREA = ['src/app/layouts/app-layout.tsx', 'src/app/app-styles.ts'];

/**
 * Names the logged-in area's files in the app's page (docs/decisions/044-every-screen-fast.md), so
 * a phone fetches them with the entry instead of after it has run: scripts as modulepreload, styles
 * as preload (a stylesheet link would hold the first paint). The login page is another page and
 * names none of them.
 */
export function areaPreload(): Plugin {
  return {
    name: 'superliga-area-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('index.html')) return [];
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const inPage = new Set<string>();
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          const c = byFile.get(file);
          if (!c || into.has(file) || inPage.has(file)) return;
          into.add(file);
          if (into === scripts) for (const css of c.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const next of c.imports) visit(next, into);
        };
        if (ctx.chunk) visit(ctx.chunk.fileName, inPage);
        for (const c of chunks) if (AREA.some((m) => c.facadeModuleId?.endsWith(m))) visit(c.fileName, scripts);
        // A module of styles only leaves no chunk, only its sheet.
        for (const a of Object.values(ctx.bundle))
          if (a.type === 'asset' && a.fileName.endsWith('.css') && a.originalFileNames.some((n) => AREA.some((m) => n.endsWith(m)))) styles.add(a.fileName);
        return [
          ...[...scripts].map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
          ...[...styles].map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * Which files a logged-in screen needs beyond the entry, from the web build's
 * `.vite/screen-preloads.json` (apps/web/build/screen-preloads.ts), and the page that names them.
 *
 * Without it a phone fetched the entry, ran it, then the route table, then the layout and the
 * screen, one import level per round trip (docs/decisions/004-screen-preloads.md). Named in the
 * page, they download in parallel with the entry. The guest screens (/login, /signup) and unknown
 * paths get the page as it is, so the login budget is untouched.
 */
export interface ScreenFiles {
  path: string;
  files: string[];
}

/** The files of the screen a browser path opens, or none. Fixed paths win over `:id` patterns, as in the router. */
export function screenMatcher(screens: ScreenFiles[]): (pathname: string) => string[] {
  const fixed = new Map<string, string[]>();
  const patterns: { re: RegExp; files: string[] }[] = [];
  for (const s of screens) {
    if (!s.path.includes(':')) fixed.set(s.path, s.files);
    else {
      const source = s.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      patterns.push({ re: new RegExp(`^${source}$`), files: s.files });
    }
  }
  // '/' sends the user on to the dashboard (the logged-in index route).
  const home = fixed.get('/dashboard') ?? [];
  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (path === '/') return home;
    return fixed.get(path) ?? patterns.find((p) => p.re.test(path))?.files ?? [];
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with a tag per file before </head>, all at low priority: the entry (high, in the page
 * already) draws the app's frame by itself with the guest styles, so on a slow network it goes
 * first and the screen's code and styles follow, instead of everything sharing the bandwidth and
 * the frame waiting for the lot. Styles are preloaded, not applied: the app adds each sheet when
 * its code runs (from the cache by then), so none of them holds up the first paint.
 */
export function withPreloads(html: string, files: string[]): string {
  if (!files.length) return html;
  const tags = files
    .map((f) =>
      f.endsWith('.css')
        ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeAttr(f)}">`
        : `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttr(f)}">`,
    )
    .join('');
  return html.replace('</head>', `${tags}</head>`);
}

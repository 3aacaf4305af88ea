// Measures the JavaScript and CSS a browser loads for a route of the built web app (gzip, each
// file on its own as it travels), following Vite's manifest from the page's entry and the route's
// lazy chunk. Used by the bundle test
// and the bench report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function routeBundle(dist, routeModules, page = 'index.html') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(page);
  for (const m of routeModules) visit(m);
  const size = (files) => [...files].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
  return { jsGzip: size(js), cssGzip: size(css), js: [...js], css: [...css] };
}

/**
 * What /login loads: the login page (login.html, apps/web/src/guest.tsx), the login screen without
 * the router (docs/decisions/036-the-standard-build.md). A build without that page serves /login
 * from the app's page with its lazy login route.
 */
export function loginBundle(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  if (manifest['login.html']) return routeBundle(dist, [], 'login.html');
  const lazyLogin = 'src/features/auth/routes/login.tsx';
  return routeBundle(dist, manifest[lazyLogin] ? [lazyLogin] : []);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'apps/web/dist';
  const r = loginBundle(dist);
  console.log(`/login: JS ${(r.jsGzip / 1024).toFixed(1)} KB gzip, CSS ${(r.cssGzip / 1024).toFixed(1)} KB gzip`);
}

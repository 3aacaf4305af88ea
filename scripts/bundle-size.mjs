// Measures the JavaScript and CSS a browser loads for a route of the built web app (gzip),
// following Vite's manifest from the entry and the route's lazy chunk. Used by the bundle test
// and the bench report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function routeBundle(dist, routeModules) {
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
  visit('index.html');
  for (const m of routeModules) visit(m);
  const size = (files) => [...files].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
  return { jsGzip: size(js), cssGzip: size(css), js: [...js], css: [...css] };
}

/**
 * What /login loads. The login screen is part of the shell (apps/web/src/app/routes.tsx imports it
 * eagerly, so it has no chunk of its own and the entry is the whole page); should it become a lazy
 * route again, its chunk counts too.
 */
export function loginBundle(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const lazyLogin = 'src/features/auth/routes/login.tsx';
  return routeBundle(dist, manifest[lazyLogin] ? [lazyLogin] : []);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'apps/web/dist';
  const r = loginBundle(dist);
  console.log(`/login: JS ${(r.jsGzip / 1024).toFixed(1)} KB gzip, CSS ${(r.cssGzip / 1024).toFixed(1)} KB gzip`);
}

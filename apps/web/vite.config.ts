import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// Found where npm put the package, hoisted or not.
const routerProductionBuild = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  // precompress: kept by a measurement (docs/decisions/036-the-standard-build.md).
  plugins: [react(), precompress()],
  // React Router's package names only its development build in its exports (dev warnings on, and
  // its default error screen's notes for developers); the build takes its production one.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : undefined,
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Read by scripts/bundle-size.mjs (the bench's and the bundle spec's bytes per page and screen).
    manifest: true,
    // Every supported browser has modulepreload. The page names its entry's files; a lazy route's
    // files are not each announced with a link of their own before it loads (its chunk imports
    // them): the same run measured dashboard 52 → 59, players 48 → 53, bets 52 → 65
    // (docs/decisions/044-every-screen-fast.md).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Two pages (Vite's multi-page build): the app, and the login page without the router
    // (src/guest.tsx; docs/decisions/036-the-standard-build.md).
    rolldownOptions: { input: { app: page('index.html'), login: page('login.html') } },
  },
}));

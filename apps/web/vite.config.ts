import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // No module-preload map: with one lazy chunk per screen its file list would grow the shell that
  // /login loads (ARCHITECTURE §8 budget); each screen's imports still load in parallel once requested.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true, modulePreload: false },
});

import { existsSync } from 'node:fs';

/**
 * Playwright cannot download browsers on these machines: use Debian's Chromium, or a browser
 * named by CHROMIUM_PATH. Without one, fail with a message that says how to get it.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error('No se encontró Chromium. Instalalo con `apt-get install chromium` o indicá la ruta con CHROMIUM_PATH.');
  }
  return found;
}

// The league as a manager's phone reaches it: the README deploys the server behind an HTTPS
// reverse proxy (Caddy), which speaks HTTP/2, so a screen's module files travel over one
// connection at once instead of six at a time. Lighthouse measures the screens through such a
// front when Caddy is installed (Debian package `caddy`); LIGHTHOUSE_FRONT=direct measures the
// bare server over HTTP/1.1 instead (docs/decisions/044-every-screen-fast.md).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join, resolve } from 'node:path';

const hasCaddy = () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;

/** Whether the HTTPS front answers (its certificate is its own CA's: not checked, this is a probe). */
const answers = (base) =>
  new Promise((ok) => {
    const req = request(`${base}/api/health`, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      ok(res.statusCode === 200);
    });
    req.on('error', () => ok(false));
    req.end();
  });

/** The web build the server serves; the README's Caddyfile serves its hashed files itself. */
const WEB_DIST = resolve('apps/web/dist');

/**
 * Starts Caddy on `port` in front of the server on `upstreamPort`, with a certificate from its
 * own local CA, as the README's Caddyfile does with a real one: the build's hashed files
 * (`/assets/`) straight from disk, precompressed, everything else from the server. `assets:
 * 'server'` proxies those files to the server too, the front as it was before decision 044's
 * "Files from the front" (for an A/B in one run). Answers the front's base URL and how to stop it,
 * or undefined when Caddy is missing or LIGHTHOUSE_FRONT=direct.
 */
export async function startHttpsFront(upstreamPort, port, dataDir, { assets = 'front' } = {}) {
  if (process.env.LIGHTHOUSE_FRONT === 'direct' || !hasCaddy()) return undefined;
  const dir = resolve(dataDir, 'caddy');
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'Caddyfile');
  writeFileSync(
    config,
    [
      '{',
      '\tadmin off',
      '\tskip_install_trust',
      '\tauto_https disable_redirects',
      `\tstorage file_system ${join(dir, 'data')}`,
      '}',
      `https://127.0.0.1:${port} {`,
      '\ttls internal',
      ...(assets === 'front'
        ? [
            '\thandle /assets/* {',
            `\t\troot * ${WEB_DIST}`,
            '\t\theader Cache-Control "public, max-age=31536000, immutable"',
            '\t\theader X-Content-Type-Options nosniff',
            '\t\tfile_server {',
            '\t\t\tprecompressed br gzip',
            '\t\t}',
            '\t}',
          ]
        : []),
      '\thandle {',
      `\t\treverse_proxy 127.0.0.1:${upstreamPort} {`,
      '\t\t\tflush_interval -1',
      '\t\t}',
      '\t}',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], { stdio: 'ignore' });
  const base = `https://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.on('exit', r) : r()));
  };
  for (let i = 0; i < 60; i++) {
    if (await answers(base)) {
      const files = assets === 'front' ? "the build's files from Caddy" : "the build's files through to the server";
      return { base, label: `HTTPS and HTTP/2 through Caddy, as the README deploys it (${files})`, stop };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the HTTPS front (Caddy) did not start');
}

import { createServer, type Server } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCert } from '../../../test/self-signed';
import { postJson } from './outgoing-request';
import type { CheckedUrl } from './outgoing-url';

/** A receiver on loopback: /moved answers a redirect to /target; everything is counted. */
let server: Server;
let port = 0;
const hits: string[] = [];
beforeAll(async () => {
  server = createServer(selfSignedCert(), (req, res) => {
    hits.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (req.url === '/moved') return void res.writeHead(302, { location: `https://127.0.0.1:${port}/target` }).end();
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const trustLocal = { rejectUnauthorized: false };
/** A URL whose name is never resolved again: the connection goes to the address checked for it. */
const checked = (path: string): CheckedUrl => ({
  url: new URL(`https://pinned.invalid:${port}${path}`),
  host: 'pinned.invalid',
  addresses: [{ address: '127.0.0.1', family: 4 }],
});

describe('outgoing requests (decision 014)', () => {
  it('connect to the checked address, not to whatever the name resolves to now', async () => {
    const res = await postJson(checked('/pinned'), { ok: true }, trustLocal);
    expect(res.status).toBe(204);
    expect(hits).toContain('/pinned');
  });

  it('never follow a redirect: the 3xx is the answer', async () => {
    const before = hits.length;
    const res = await postJson(checked('/moved'), { ok: true }, trustLocal);
    expect(res.status).toBe(302);
    expect(hits.slice(before)).toEqual(['/moved']);
  });
});

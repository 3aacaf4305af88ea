import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * A body that trickles in is cut off (decision 015): Fastify turns Node's request timeout off,
 * and a client sending one byte now and then held its connection (and its memory) forever.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 300 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends the headers and part of the body, then a byte at a time; answers what the server sent before closing. */
function trickle(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"');
      drip = setInterval(() => socket.writable && socket.write('a'), 50);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(drip);
      resolve(received);
    });
  });
}

it('a request whose body never finishes arriving is answered 408 and its connection closed', async () => {
  expect(await trickle()).toMatch(/^HTTP\/1\.1 408/);
});

it('a whole request on the same server is answered as usual', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(res.status).toBe(200);
});

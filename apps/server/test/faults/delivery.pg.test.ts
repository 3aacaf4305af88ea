import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { createServer as createNetServer, type Socket } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selfSignedCert } from '../self-signed';
import { call, healthy, query, serverCluster } from './server-processes';

/**
 * One bad endpoint never stalls delivery, and a crash never sends a notice twice (decision 014):
 * two server processes on one PostgreSQL, push services on this machine (let through by the
 * test-only OUTGOING_ALLOW_LOOPBACK; the receiver's self-signed certificate trusted through
 * NODE_EXTRA_CA_CERTS). No traffic leaves the machine.
 */
const cluster = serverCluster('delivery');
const ports = [3400 + (process.pid % 100), 3500 + (process.pid % 100)];
const bases = ports.map((p) => `http://127.0.0.1:${p}`);
const dbUrl = cluster.dbUrl;
const tls = selfSignedCert();
// Loopback receivers are a test switch, refused with NODE_ENV=production (config.ts): these processes run as 'test'.
const env = { OUTGOING_ALLOW_LOOPBACK: '1', NODE_ENV: 'test', NODE_EXTRA_CA_CERTS: tls.certPath };

/** Accepts connections and never answers. */
const held: Socket[] = [];
const silent = createNetServer((socket) => void held.push(socket));

/**
 * A push service that accepts (201) the first `answerFirst` requests, then holds every further one
 * unanswered until `answerAll` is set: the crash below comes while those are in flight. Only the
 * requests it accepted count as delivered.
 */
let answerFirst = Infinity;
let answerAll = false;
const accepted: { path: string; body: Buffer }[] = [];
const waiting: (() => void)[] = [];
let receiver: Server;

let admin = '';
beforeAll(async () => {
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  receiver = createHttpsServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const accept = () => {
        accepted.push({ path: req.url ?? '', body: Buffer.concat(chunks) });
        res.writeHead(201).end();
      };
      if (answerAll || accepted.length < answerFirst) accept();
      else waiting.push(() => req.destroy());
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  await cluster.createDatabase();
  cluster.start(ports[0]!, true, env);
  await healthy(bases[0]!);
  cluster.start(ports[1]!, false, env);
  await healthy(bases[1]!);
  admin = (await call(bases[0]!, 'POST', '/login', undefined, { email: 'admin@superliga.local', password: 'superliga' })).body.token as string;
}, 180_000);

afterAll(async () => {
  await cluster.destroy('SIGKILL');
  for (const s of held) s.destroy();
  for (const w of waiting) w();
  await new Promise((r) => silent.close(r));
  await new Promise((r) => receiver.close(r));
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const login = async (email: string) =>
  (await call(bases[0]!, 'POST', '/login', undefined, { email, password: 'superliga' })).body as { token: string; user: { id: number } };

function device(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, body: { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } } };
}
const decrypt = (body: Buffer, d: { ecdh: ECDH; auth: Buffer }) =>
  JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth.toString('base64url') }).toString('utf8')) as { body: string };

it('in-app notices keep arriving on both processes while a push service accepts and never answers', async () => {
  const m = await login('manager1@superliga.local');
  const hung = device(`https://127.0.0.1:${(silent.address() as { port: number }).port}/push/never`);
  expect((await call(bases[0]!, 'POST', '/push/subscriptions', m.token, hung.body)).status).toBe(201);
  expect((await call(bases[0]!, 'PUT', '/notifications/preferences', m.token, { 'budget.changed': 'push' })).status).toBe(200);

  const notices = async () => (await call(bases[1]!, 'GET', '/notifications?per_page=1', m.token)).body.meta.total as number;
  for (let i = 1; i <= 6; i++) {
    expect((await call(bases[i % 2]!, 'PUT', `/users/${m.user.id}`, admin, { budget_change: 1_000 * i, reason: 'Prueba de entrega' })).status).toBe(200);
    // Each notice arrives while the push services of both processes are stuck on the silent endpoint.
    let total = 0;
    for (let k = 0; k < 12 && total < i; k++) {
      total = await notices();
      if (total < i) await pause(250);
    }
    expect(total).toBe(i);
  }
  expect(held.length).toBeGreaterThan(0);
  await call(bases[0]!, 'DELETE', `/push/subscriptions?endpoint=${encodeURIComponent(hung.body.endpoint)}`, m.token);
}, 120_000);

it('both processes killed (SIGKILL) mid-batch and one restarted: every device gets every notice, none twice', async () => {
  const m = await login('manager2@superliga.local');
  const base = `https://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  const devices = [0, 1, 2].map((i) => device(`${base}/push/m2-device-${i}`));
  for (const d of devices) expect((await call(bases[0]!, 'POST', '/push/subscriptions', m.token, d.body)).status).toBe(201);
  expect((await call(bases[0]!, 'PUT', '/notifications/preferences', m.token, { 'budget.changed': 'push' })).status).toBe(200);

  // 15 notices for 3 devices: 45 sends; the service accepts 10, then holds the rest in flight.
  answerFirst = 10;
  for (let i = 1; i <= 15; i++)
    expect((await call(bases[i % 2]!, 'PUT', `/users/${m.user.id}`, admin, { budget_change: 10_000 + i, reason: 'Prueba de entrega' })).status).toBe(200);
  for (let k = 0; k < 80 && waiting.length === 0; k++) await pause(100);
  expect(accepted.length).toBe(10);
  expect(waiting.length).toBeGreaterThan(0);
  // What was accepted has had its moment to be recorded; then both die with sends in flight.
  const recorded = async () => Number((await query<{ n: string }>(dbUrl, 'select count(*) as n from push_deliveries'))[0]!.n);
  for (let k = 0; k < 20 && (await recorded()) < 10; k++) await pause(100);
  cluster.process(ports[0]!).kill('SIGKILL');
  cluster.process(ports[1]!).kill('SIGKILL');
  await pause(300);
  for (const w of waiting.splice(0)) w();
  answerAll = true;

  cluster.start(ports[0]!, false, env);
  await healthy(bases[0]!);
  const pending = async () =>
    Number(
      (await query<{ n: string }>(dbUrl, `select count(*) as n from outbox where channel = 'push' and user_id = ${m.user.id} and delivered_at is null`))[0]!.n,
    );
  // The rows the dead processes held come back after their lease (decision 014).
  for (let k = 0; k < 200 && (await pending()) > 0; k++) await pause(500);
  expect(await pending()).toBe(0);

  for (const [i, d] of devices.entries()) {
    const got = accepted.filter((a) => a.path === `/push/m2-device-${i}`).map((a) => decrypt(a.body, d).body);
    expect(got).toHaveLength(15);
    expect(new Set(got).size).toBe(15);
  }
}, 180_000);

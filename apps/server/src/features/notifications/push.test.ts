import { createECDH, randomBytes } from 'node:crypto';
import { promises as dns } from 'node:dns';
import { createServer, type Server } from 'node:https';
import { createServer as createNetServer, type Socket } from 'node:net';
import { MAX_PUSH_SUBSCRIPTIONS, NOTIFY, paths } from '@superliga/league';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, pushSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createUser } from '../../../test/factories';
import { selfSignedCert } from '../../../test/self-signed';
import { deliverDuePush, pushBackoffMs } from './push.sender';

/**
 * A local push service over https (a self-signed certificate): it records what
 * it receives; an endpoint ending in /gone answers 410 like a subscription the browser dropped.
 */
let service: Server;
let base = '';
const flaked = new Set<string>();
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
/** The local push service's certificate is self-signed. */
const trustLocal = { tls: { rejectUnauthorized: false } };

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  service = createServer(selfSignedCert(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url?.endsWith('/gone')) return void res.writeHead(410).end();
      // Fails the first time it is called, then accepts (a device whose push service hiccuped).
      if (req.url?.endsWith('/flaky') && !flaked.has(req.url)) {
        flaked.add(req.url);
        return void res.writeHead(500).end();
      }
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  base = `https://127.0.0.1:${(service.address() as { port: number }).port}`;
  // The push service runs on this machine: loopback is let through by the test-only setting (decision 014).
  t = await createTestApp({ config: { OUTGOING_ALLOW_LOOPBACK: true } });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => service.close(r));
  for (const socket of held) socket.destroy();
  await new Promise((r) => silent.close(r));
});

/** Accepts connections and never answers (not even the TLS handshake): a push service that hangs. */
const held: Socket[] = [];
const silent = createNetServer((socket) => void held.push(socket));
let silentBase = '';
beforeAll(async () => {
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentBase = `https://127.0.0.1:${(silent.address() as { port: number }).port}`;
});

/** Names resolve as the test says: no DNS query leaves this machine. */
function resolveAs(addresses: Record<string, string[]>) {
  vi.spyOn(dns, 'lookup').mockImplementation((async (host: string) => {
    const found = addresses[host];
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as unknown as typeof dns.lookup);
}
afterEach(() => vi.restoreAllMocks());

const pushedTo = (path: string) => received.filter((r) => r.path === path).length;
const pushRow = async (userId: number) => (await t.db.select().from(outbox).where(eq(outbox.userId, userId))).find((r) => r.channel === 'push')!;

/** A browser's subscription: its own ECDH key pair and auth secret, as PushManager makes them. */
function device(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, body: { endpoint: `${base}${path}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } } };
}

describe('web push', () => {
  it('the server keeps one VAPID key pair; a user subscribes a device (https only)', async () => {
    const m = await createManager(t.db);
    const key = await t.request('GET', '/api/push/key', { token: m.token });
    expect(key.body.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await t.request('GET', '/api/push/key', { token: m.token })).body).toEqual(key.body);
    const phone = device('/push/phone-1');
    expect((await t.request('POST', '/api/push/subscriptions', { token: m.token, body: { ...phone.body, endpoint: 'http://127.0.0.1/x' } })).status).toBe(422);
    const ok = await t.request('POST', '/api/push/subscriptions', { token: m.token, body: phone.body });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ message: NOTIFY.pushOn });
    expect((await t.request('DELETE', '/api/push/subscriptions', { token: m.token, query: { endpoint: phone.body.endpoint } })).body).toEqual({
      message: NOTIFY.pushOff,
    });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.user.id))).toHaveLength(0);
  });

  it('a market notice reaches the device encrypted for its keys; a dropped subscription is removed', async () => {
    const m = await createManager(t.db);
    const phone = device('/push/phone-2');
    const old = device('/push/old/gone');
    await t.request('POST', '/api/push/subscriptions', { token: m.token, body: phone.body });
    await t.request('POST', '/api/push/subscriptions', { token: m.token, body: old.body });
    // 'budget.changed' is in the app only by default; this user wants it by push too.
    await t.request('PUT', '/api/notifications/preferences', { token: m.token, body: { 'budget.changed': 'push' } });
    await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 2_500_000 } });

    expect(await deliverDuePush(t.app.deps, trustLocal)).toBe(1);
    const got = received.filter((r) => r.path === '/push/phone-2');
    expect(got).toHaveLength(1);
    expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(got[0]!.headers.authorization)).toMatch(/^vapid t=/);
    const clear = ece.decrypt(got[0]!.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth.toString('base64url') });
    expect(JSON.parse(clear.toString('utf8'))).toEqual({ ...NOTIFY.budgetChanged({ amount: 2_500_000, by: admin.user.name }), link: paths.movimientos });
    expect(got[0]!.body.toString('utf8')).not.toContain('presupuesto');

    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.user.id));
    expect(left.map((s) => s.endpoint)).toEqual([phone.body.endpoint]);
    // Delivered once: a second run sends nothing.
    expect(await deliverDuePush(t.app.deps, trustLocal)).toBe(0);
    expect(received.filter((r) => r.path === '/push/phone-2')).toHaveLength(1);
    expect((await t.db.select().from(outbox).where(eq(outbox.channel, 'push'))).every((r) => r.deliveredAt)).toBe(true);
  });

  it('kinds left in the app only are not pushed', async () => {
    const m = await createManager(t.db);
    await t.request('POST', '/api/push/subscriptions', { token: m.token, body: device('/push/phone-3').body });
    await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 1_000_000 } });
    expect(await t.db.select().from(outbox).where(eq(outbox.userId, m.user.id))).toEqual([expect.objectContaining({ channel: 'app' })]);
  });
});

describe('outgoing calls to push services (decision 014)', () => {
  it('at save: an endpoint that is not https on 443 at a public address is refused (422), in any spelling', async () => {
    const m = await createManager(t.db);
    resolveAs({ 'push.internal': ['93.184.216.34', '192.168.1.10'], 'fcm.example': ['93.184.216.34'] });
    const keys = device('/x').body.keys;
    for (const endpoint of [
      'https://10.0.0.1/push/1',
      'https://0xa000001/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00:ec2::254]/push/1',
      'https://[::ffff:a9fe:a9fe]/push/1',
      'https://push.internal/push/1',
      'https://fcm.example:8443/push/1',
      'https://user:pw@fcm.example/push/1',
      'https://nowhere.example/push/1',
    ]) {
      const res = await t.request('POST', '/api/push/subscriptions', { token: m.token, body: { endpoint, keys } });
      expect(res.status, endpoint).toBe(422);
      expect(res.body.errors.endpoint, endpoint).toEqual([NOTIFY.pushEndpointRefused]);
    }
    expect((await t.request('POST', '/api/push/subscriptions', { token: m.token, body: { endpoint: 'https://fcm.example/push/1', keys } })).status).toBe(201);
    expect((await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.user.id))).map((s) => s.endpoint)).toEqual([
      'https://fcm.example/push/1',
    ]);
  });

  it(`at most ${MAX_PUSH_SUBSCRIPTIONS} devices a user (409); a device already saved can be saved again`, async () => {
    const m = await createManager(t.db);
    const devices = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 1 }, (_, i) => device(`/push/many-${m.user.id}-${i}`));
    for (const d of devices.slice(0, MAX_PUSH_SUBSCRIPTIONS)) {
      expect((await t.request('POST', '/api/push/subscriptions', { token: m.token, body: d.body })).status).toBe(201);
    }
    const over = await t.request('POST', '/api/push/subscriptions', { token: m.token, body: devices.at(-1)!.body });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(NOTIFY.pushTooMany(MAX_PUSH_SUBSCRIPTIONS));
    expect((await t.request('POST', '/api/push/subscriptions', { token: m.token, body: devices[0]!.body })).status).toBe(201);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.user.id))).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });

  it("posting another user's endpoint does not take it over (409); it stays theirs, with their keys", async () => {
    const owner = await createManager(t.db);
    const rival = await createManager(t.db);
    const phone = device(`/push/owned-${owner.user.id}`);
    await t.request('POST', '/api/push/subscriptions', { token: owner.token, body: phone.body });
    const stolen = await t.request('POST', '/api/push/subscriptions', {
      token: rival.token,
      body: { endpoint: phone.body.endpoint, keys: device('/other').body.keys },
    });
    expect(stolen.status).toBe(409);
    expect(stolen.body.message).toBe(NOTIFY.pushTaken);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.body.endpoint));
    expect(row).toMatchObject({ userId: owner.user.id, p256dh: phone.body.keys.p256dh, auth: phone.body.keys.auth });
    // Nor can the rival switch it off.
    await t.request('DELETE', '/api/push/subscriptions', { token: rival.token, query: { endpoint: phone.body.endpoint } });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.body.endpoint))).toHaveLength(1);
  });

  it('a notice that failed on one device is retried on that device only', async () => {
    const m = await createManager(t.db);
    const phone = device(`/push/steady-${m.user.id}`);
    const tablet = device(`/push/tablet-${m.user.id}/flaky`);
    await t.request('POST', '/api/push/subscriptions', { token: m.token, body: phone.body });
    await t.request('POST', '/api/push/subscriptions', { token: m.token, body: tablet.body });
    await t.request('PUT', '/api/notifications/preferences', { token: m.token, body: { 'budget.changed': 'push' } });
    await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 700_000 } });

    expect(await deliverDuePush(t.app.deps, trustLocal)).toBe(0);
    expect(pushedTo(`/push/steady-${m.user.id}`)).toBe(1);
    expect(pushedTo(`/push/tablet-${m.user.id}/flaky`)).toBe(0);
    const failed = await pushRow(m.user.id);
    expect(failed.deliveredAt).toBeNull();
    expect(failed.lastError).toMatch(/^500/);

    t.clock.advance(pushBackoffMs(1));
    expect(await deliverDuePush(t.app.deps, trustLocal)).toBe(1);
    expect(pushedTo(`/push/steady-${m.user.id}`)).toBe(1);
    expect(pushedTo(`/push/tablet-${m.user.id}/flaky`)).toBe(1);
    expect((await pushRow(m.user.id)).deliveredAt).not.toBeNull();
  });

  it('a push service that accepts and never answers is given up on after the timeout and backed off; the other devices get the notice', async () => {
    const m = await createManager(t.db);
    const phone = device(`/push/fine-${m.user.id}`);
    const hung = { ...device('/x').body, endpoint: `${silentBase}/push/hung-${m.user.id}` };
    await t.request('POST', '/api/push/subscriptions', { token: m.token, body: phone.body });
    await t.request('POST', '/api/push/subscriptions', { token: m.token, body: hung });
    await t.request('PUT', '/api/notifications/preferences', { token: m.token, body: { 'budget.changed': 'push' } });
    await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 800_000 } });
    const now = t.clock.now();

    expect(await deliverDuePush(t.app.deps, trustLocal)).toBe(0);
    expect(pushedTo(`/push/fine-${m.user.id}`)).toBe(1);
    const row = await pushRow(m.user.id);
    expect(row.deliveredAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/timeout|sin respuesta/i);
    expect(row.availableAt.getTime()).toBe(now.getTime() + pushBackoffMs(1));
  });
});

import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTIFY, paths } from '@superliga/league';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createUser } from '../../../test/factories';
import { deliverDuePush } from './push.sender';

/**
 * A local push service over https (a self-signed certificate made with openssl): it records what
 * it receives; an endpoint ending in /gone answers 410 like a subscription the browser dropped.
 */
let service: Server;
let base = '';
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
/** The local push service's certificate is self-signed. */
const trustLocal = { tls: { rejectUnauthorized: false } };

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'k.pem'),
      '-out',
      join(dir, 'c.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  service = createServer({ key: readFileSync(join(dir, 'k.pem')), cert: readFileSync(join(dir, 'c.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url?.endsWith('/gone')) return void res.writeHead(410).end();
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
});

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
    await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { budget_change: 2_500_000 } });

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
    await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { budget_change: 1_000_000 } });
    expect(await t.db.select().from(outbox).where(eq(outbox.userId, m.user.id))).toEqual([expect.objectContaining({ channel: 'app' })]);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ServiceDeps } from '../lib/context';
import { createTestApp } from '../../test/app';
import { accessPlugin } from './access';

describe('route access declarations', () => {
  it('refuses to register an /api route without an access rule', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { deps: {} as ServiceDeps });
    expect(() => app.get('/api/sin-regla', async () => 'x')).toThrow(/declares no access rule/);
  });

  it('the whole app builds, so every route it has declares one', async () => {
    const t = await createTestApp();
    expect(t.app.hasRoute({ method: 'POST', url: '/api/login' })).toBe(true);
    await t.close();
  });

  it('a role-restricted route answers 403 to other roles and 401 without a token', async () => {
    const t = await createTestApp();
    const { createUser } = await import('../../test/factories');
    const { token } = await createUser(t.db, { rol: 'Manager Primera' });
    const admin = await createUser(t.db, { rol: 'Admin' });
    const body = { chat: 'https://chat.example.com/' };
    expect((await t.request('PUT', '/api/settings', { body })).status).toBe(401);
    expect((await t.request('PUT', '/api/settings', { token, body })).status).toBe(403);
    const ok = await t.request('PUT', '/api/settings', { token: admin.token, body });
    expect(ok.status).toBe(200);
    expect(ok.body.links.chat).toBe('https://chat.example.com/');
    await t.close();
  });
});

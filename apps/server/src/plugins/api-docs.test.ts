import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TOKEN_STORAGE_KEY } from '@superliga/league';
import { createTestApp, type TestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';

/** The API description is for Admin only (decision 006). */
let t: TestApp;
let admin: string;
let manager: string;
let organizer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  manager = (await createManager(t.db)).token;
});
afterAll(() => t.close());

describe('/api/docs', () => {
  it.each(['/api/docs/json', '/api/docs/yaml'])('%s: 401 without a token, 403 for anybody but Admin, the document for Admin', async (url) => {
    expect(await t.request('GET', url)).toMatchObject({ status: 401, body: { message: MSG.unauthenticated } });
    expect((await t.request('GET', url, { token: manager })).status).toBe(403);
    expect((await t.request('GET', url, { token: organizer })).status).toBe(403);
    const res = await t.request('GET', url, { token: admin });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('/api/login');
  });

  it('the page loads for anybody and sends the web session token when it fetches the document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/api/login');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('requestInterceptor');
    expect(script.body).toContain(TOKEN_STORAGE_KEY);
    expect(script.body).toContain('Bearer ');
  });
});

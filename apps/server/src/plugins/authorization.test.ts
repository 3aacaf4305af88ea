import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@superliga/league';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { MATRIX, TEST_ONLY } from '../../test/authorization-matrix';

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const rol of ROLES) tokens.set(rol, (await createUser(t.db, { rol })).token);
});
afterAll(() => t.close());

const routes = () => t.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs') && !TEST_ONLY.has(`${r.method} ${r.url}`));
/** A concrete URL for a route pattern: ids become 999999 so nothing real is touched. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999');

describe('authorization matrix', () => {
  it('lists every API route, with the rule the route declares', () => {
    const declared = Object.fromEntries(routes().map((r) => [`${r.method} ${r.url}`, typeof r.access === 'object' ? [...r.access.roles].sort() : r.access]));
    const expected = Object.fromEntries(Object.entries(MATRIX).map(([k, v]) => [k, typeof v === 'object' ? [...v.roles].sort() : v]));
    expect(declared).toEqual(expected);
  });

  it('answers 401 without a token on every non-public route', async () => {
    for (const r of routes().filter((r) => r.access !== 'public')) {
      const res = await t.request(r.method as 'GET', concrete(r.url), r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} });
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 to every role outside a role-restricted route, and lets the allowed roles through', async () => {
    for (const r of routes().filter((r) => typeof r.access === 'object')) {
      const allowed = (r.access as { roles: readonly Role[] }).roles;
      for (const rol of ROLES) {
        const res = await t.request(r.method as 'GET', concrete(r.url), {
          token: tokens.get(rol),
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }),
        });
        if (allowed.includes(rol)) expect([401, 403], `${rol} ${r.method} ${r.url}`).not.toContain(res.status);
        else expect(res.status, `${rol} ${r.method} ${r.url}`).toBe(403);
      }
    }
  });

  it('lets every role through the access layer of logged-in routes', async () => {
    for (const r of routes().filter((r) => r.access === 'user' && !r.url.endsWith('/logout'))) {
      for (const rol of ROLES) {
        const res = await t.request(r.method as 'GET', concrete(r.url), {
          token: tokens.get(rol),
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }),
        });
        expect(res.status, `${rol} ${r.method} ${r.url}`).not.toBe(401);
        expect(res.status, `${rol} ${r.method} ${r.url}`).toBeLessThan(500);
      }
    }
  });
});

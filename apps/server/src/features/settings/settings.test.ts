import { DEFAULT_LEAGUE_TZ } from '@superliga/league';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

describe('GET /settings', () => {
  it("states the league's time zone as configured (LEAGUE_TZ), for the web's dates", async () => {
    const tokyo = await createTestApp({ config: { LEAGUE_TZ: 'Asia/Tokyo' } });
    apps.push(tokyo);
    const res = await tokyo.request('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toBe('Asia/Tokyo');
    const plain = await createTestApp();
    apps.push(plain);
    expect((await plain.request('GET', '/api/settings')).body.time_zone).toBe(DEFAULT_LEAGUE_TZ);
  });
});

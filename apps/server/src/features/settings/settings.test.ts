import { DEFAULT_LEAGUE_TZ, SETTINGS_MSG } from '@superliga/league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { writeSetting } from './settings.repository';

/** Settings links are http(s) only (decision 014). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
});
afterAll(() => t.close());

describe('PUT /api/settings links', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'JAVASCRIPT:alert(1)', 'ftp://x.org'])(
    '%s is a 422 in Spanish and is not stored',
    async (url) => {
      const res = await t.request('PUT', '/api/settings', { token: admin, body: { social: url } });
      expect(res.status).toBe(422);
      expect(res.body.errors.social).toEqual([SETTINGS_MSG.linkInvalid]);
      expect((await t.request('GET', '/api/settings')).body.links.social).toBe('https://www.instagram.com/');
    },
  );

  it('an https link is stored and served', async () => {
    const res = await t.request('PUT', '/api/settings', { token: admin, body: { chat: 'https://discord.gg/liga' } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/settings')).body.links.chat).toBe('https://discord.gg/liga');
  });

  it('a bad link stored before the rule is served as the default', async () => {
    await writeSetting(t.db, 'link_streaming', 'javascript:alert(1)');
    expect((await t.request('GET', '/api/settings')).body.links.streaming).toBe('https://www.twitch.tv/');
  });
});

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

  it("states the zone's offsets from three years before today to two years after, with each change", async () => {
    const madrid = await createTestApp({ config: { LEAGUE_TZ: 'Europe/Madrid' }, now: new Date('2026-07-10T15:30:00Z') });
    apps.push(madrid);
    const { time_zone_offsets: offsets } = (await madrid.request('GET', '/api/settings')).body;
    expect([offsets.zone, offsets.until]).toEqual(['Europe/Madrid', '2028-07-10T00:00:00.000Z']);
    expect(offsets.spans[0]).toEqual({ from: '2023-07-10T00:00:00.000Z', offset: 120 });
    // This year's two changes, at 01:00 UTC on the last Sundays of March and October.
    expect(offsets.spans.filter((s: { from: string }) => s.from.startsWith('2026'))).toEqual([
      { from: '2026-03-29T01:00:00.000Z', offset: 120 },
      { from: '2026-10-25T01:00:00.000Z', offset: 60 },
    ]);
    expect(offsets.spans).toHaveLength(11);
    // Buenos Aires has kept one offset since 2009.
    const plain = await createTestApp({ now: new Date('2026-07-10T15:30:00Z') });
    apps.push(plain);
    expect((await plain.request('GET', '/api/settings')).body.time_zone_offsets.spans).toEqual([{ from: '2023-07-10T00:00:00.000Z', offset: -180 }]);
  });
});

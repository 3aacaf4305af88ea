import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { systemClock } from '../../lib/clock';
import { createTestApp } from '../../../test/app';

describe('test clock route', () => {
  it('moves a TestClock and is absent with the system clock', async () => {
    const t = await createTestApp({ now: new Date('2026-03-01T12:00:00Z') });
    const res = await t.request('PUT', '/api/test/clock', { body: { now: '2026-03-02T03:00:00.000Z' } });
    expect(res.status).toBe(200);
    expect(t.clock.now().toISOString()).toBe('2026-03-02T03:00:00.000Z');
    await t.request('PUT', '/api/test/clock', { body: { advance_ms: 60_000 } });
    expect(t.clock.now().toISOString()).toBe('2026-03-02T03:01:00.000Z');
    const prod = await buildApp({ database: t.database, clock: systemClock });
    const refused = await prod.inject({ method: 'PUT', url: '/api/test/clock', payload: { advance_ms: 1 } });
    expect(refused.statusCode).toBe(404);
    await prod.close();
    await t.close();
  });
});

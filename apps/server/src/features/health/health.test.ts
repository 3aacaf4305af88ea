import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { HEALTH_READING_MS } from './health.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const health = async () => {
  const res = await t.request('GET', '/api/health');
  expect(res.status).toBe(200);
  return res.body as { status: string; outbox_backlog: number };
};

it('answers from one reading of the figures for a second, then reads them again', async () => {
  let elapsed = 0;
  const start = performance.now();
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => start + elapsed);
  try {
    const first = await health();
    expect(first.status).toBe('ok');
    const notice = { channel: 'app', kind: 'auction.outbid', payload: {}, availableAt: new Date(t.clock.now().getTime() - 1000) };
    await t.db.insert(outbox).values([notice, notice]);
    elapsed = HEALTH_READING_MS - 1;
    expect((await health()).outbox_backlog).toBe(first.outbox_backlog);
    elapsed = HEALTH_READING_MS;
    expect((await health()).outbox_backlog).toBe(first.outbox_backlog + 2);
  } finally {
    clock.mockRestore();
  }
});

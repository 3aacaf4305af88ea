import { expect, it } from 'vitest';
import { HEALTH_READING_MS, sharedReading } from './health-reading';

/** A reading that counts its calls, on a clock the test moves. */
function counted(results: (() => Promise<{ n: number }>)[]) {
  let time = 1;
  let reads = 0;
  const get = sharedReading(() => results[reads++]!(), { now: () => time });
  return { get, reads: () => reads, at: (ms: number) => (time = 1 + ms) };
}

it('answers from one reading for a second, then reads again', async () => {
  const r = counted([async () => ({ n: 1 }), async () => ({ n: 2 })]);
  expect(await r.get()).toEqual({ n: 1 });
  r.at(HEALTH_READING_MS - 1);
  expect(await Promise.all([r.get(), r.get()])).toEqual([{ n: 1 }, { n: 1 }]);
  expect(r.reads()).toBe(1);
  r.at(HEALTH_READING_MS + 1);
  expect(await r.get()).toEqual({ n: 2 });
  expect(r.reads()).toBe(2);
});

it('shares a reading still on its way, and does not keep a failed one', async () => {
  let finish!: (v: { n: number }) => void;
  const r = counted([() => Promise.reject(new Error('sin base')), () => new Promise((resolve) => (finish = resolve)), async () => ({ n: 3 })]);
  await expect(r.get()).rejects.toThrow('sin base');
  const waiting = [r.get(), r.get()];
  expect(r.reads()).toBe(2);
  finish({ n: 7 });
  expect(await Promise.all(waiting)).toEqual([{ n: 7 }, { n: 7 }]);
  expect(r.reads()).toBe(2);
});

import { expect, it } from 'vitest';
import { HEALTH_READING_MS, sharedReading } from './health-reading';

/** A reading that counts its calls, on a clock the test moves. */
function counted(results: (() => Promise<number>)[]) {
  let time = 0;
  let reads = 0;
  const get = sharedReading(
    () => results[reads++]!(),
    HEALTH_READING_MS,
    () => time,
  );
  return { get, reads: () => reads, at: (ms: number) => (time = ms) };
}

it('answers from one reading for a second, then reads again', async () => {
  const r = counted([async () => 1, async () => 2]);
  expect(await r.get()).toBe(1);
  r.at(HEALTH_READING_MS - 1);
  expect(await Promise.all([r.get(), r.get()])).toEqual([1, 1]);
  expect(r.reads()).toBe(1);
  r.at(HEALTH_READING_MS);
  expect(await r.get()).toBe(2);
  expect(r.reads()).toBe(2);
});

it('shares a reading still on its way, and does not keep a failed one', async () => {
  let finish!: (n: number) => void;
  const r = counted([() => Promise.reject(new Error('sin base')), () => new Promise((resolve) => (finish = resolve)), async () => 3]);
  await expect(r.get()).rejects.toThrow('sin base');
  const waiting = [r.get(), r.get()];
  expect(r.reads()).toBe(2);
  finish(7);
  expect(await Promise.all(waiting)).toEqual([7, 7]);
  expect(r.reads()).toBe(2);
});

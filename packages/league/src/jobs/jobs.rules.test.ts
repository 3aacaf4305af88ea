import { describe, expect, it } from 'vitest';
import { isLate, isRoundStuck, jobSlot, lagSeconds, nextSlot } from './jobs.rules';

const at = (iso: string) => new Date(`2026-11-23T${iso}Z`);
const MIN = 60_000;

describe('jobSlot / nextSlot', () => {
  it.each([
    ['12:00:00.000', '12:00:00.000'],
    ['12:00:29.999', '12:00:00.000'],
    ['12:00:30.000', '12:00:30.000'],
    ['23:59:59.999', '23:59:30.000'],
  ])('%s falls in the 30 s slot of %s', (now, slot) => expect(jobSlot(at(now), 30_000)).toEqual(at(slot)));
  it('two processes ticking in the same interval claim the same slot', () => expect(jobSlot(at('12:00:01'), 30_000)).toEqual(jobSlot(at('12:00:28'), 30_000)));
  it('the next run is the slot after the last run, or now when it never ran', () => {
    expect(nextSlot(at('12:00:10'), at('12:05:00'), 30_000)).toEqual(at('12:00:30'));
    expect(nextSlot(null, at('12:05:10'), 30_000)).toEqual(at('12:05:00'));
  });
});

describe('isLate / lagSeconds', () => {
  it.each([
    [at('12:00:00'), at('12:01:00'), false],
    [at('12:00:00'), at('12:01:00.001'), true],
    [null, at('12:01:00'), false],
  ])('next %s, now %s -> late %s (grace 1 min)', (next, now, late) => expect(isLate(next, now, MIN)).toBe(late));
  it('lag is whole seconds overdue, never negative', () => {
    expect(lagSeconds(at('12:00:00'), at('12:00:42.900'))).toBe(42);
    expect(lagSeconds(at('12:01:00'), at('12:00:00'))).toBe(0);
    expect(lagSeconds(null, at('12:00:00'))).toBe(0);
  });
});

describe('isRoundStuck', () => {
  it.each([
    [at('12:00:00'), at('12:10:00'), false],
    [at('12:00:00'), at('12:10:00.001'), true],
  ])('due %s, now %s -> %s', (due, now, stuck) => expect(isRoundStuck(due, now)).toBe(stuck));
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../season-rules';
import { acceptanceOutcome, isUnderReview, objectionRefusal } from './trade-review.rules';

const AT = new Date('2026-11-23T12:00:00Z');
const rules = (trade_review: 'none' | 'staff' | 'objection', trade_objection_hours = 24) => ({ ...DEFAULT_SEASON_RULES, trade_review, trade_objection_hours });

describe('acceptanceOutcome', () => {
  it.each([
    ['none (today): final at once', rules('none'), { kind: 'final' }],
    ['staff: waits for staff, no deadline', rules('staff'), { kind: 'review', state: 'staff', until: null }],
    ['objection: a window of the season hours', rules('objection', 24), { kind: 'review', state: 'objection', until: new Date('2026-11-24T12:00:00Z') }],
    ['objection of 1 hour', rules('objection', 1), { kind: 'review', state: 'objection', until: new Date('2026-11-23T13:00:00Z') }],
  ])('%s', (_, r, expected) => expect(acceptanceOutcome(AT, r)).toEqual(expected));
  it('defaults to no review', () => expect(acceptanceOutcome(AT, DEFAULT_SEASON_RULES)).toEqual({ kind: 'final' }));
});

describe('isUnderReview', () => {
  it.each([
    ['staff', true],
    ['objection', true],
    ['approved', false],
    ['consented', false],
    ['vetoed', false],
    [null, false],
  ])('%s -> %s', (state, expected) => expect(isUnderReview(state)).toBe(expected));
});

describe('objectionRefusal', () => {
  const until = new Date('2026-11-24T12:00:00Z');
  const base = { state: 'objection', until, now: AT, readerId: 9, parties: [1, 2], alreadyObjected: false };
  it.each([
    ['another manager inside the window', {}, null],
    ['one millisecond before the end', { now: new Date(until.getTime() - 1) }, null],
    ['at the end of the window', { now: until }, 'transfer.objection_window_closed'],
    ['a transfer waiting for staff', { state: 'staff', until: null }, 'transfer.objection_window_closed'],
    ['a decided transfer', { state: 'vetoed' }, 'transfer.objection_window_closed'],
    ['never reviewed', { state: null, until: null }, 'transfer.objection_window_closed'],
    ['a party', { readerId: 2 }, 'transfer.party_cannot_object'],
    ['twice', { alreadyObjected: true }, 'transfer.already_objected'],
  ])('%s', (_, change, expected) => expect(objectionRefusal({ ...base, ...change })).toBe(expected));
});

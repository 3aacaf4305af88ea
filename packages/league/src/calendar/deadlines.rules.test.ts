import { describe, expect, it } from 'vitest';
import {
  DEADLINE_KINDS,
  DEFAULT_REMINDER_LEADS,
  deadlineUid,
  reminderReference,
  remindersDue,
  reminderSettings,
  type Deadline,
  type DeadlineKind,
  type ReminderLead,
} from './deadlines.rules';
import { reminderSettingsBodySchema } from './deadlines.schema';

const due = new Date('2026-11-28T22:00:00Z');
const at = (iso: string) => new Date(`2026-11-${iso}Z`);
const deadline = (kind: DeadlineKind, dueAt = due): Deadline => ({ kind, reference: `${kind}:1`, dueAt, summary: 'x', link: '/x' });
const only = (kind: DeadlineKind, lead: ReminderLead) => ({ ...reminderSettings({}), [kind]: lead });

describe('remindersDue: due − lead ≤ now < due', () => {
  it.each<[ReminderLead, string, boolean]>([
    ['15m', '28T21:44:59.999', false],
    ['15m', '28T21:45:00.000', true],
    ['15m', '28T21:59:59.999', true],
    ['15m', '28T22:00:00.000', false],
    ['1h', '28T20:59:59.999', false],
    ['1h', '28T21:00:00.000', true],
    ['3h', '28T19:00:00.000', true],
    ['3h', '28T18:59:00.000', false],
    ['24h', '27T22:00:00.000', true],
    ['24h', '27T21:59:59.999', false],
    ['24h', '29T00:00:00.000', false],
    ['off', '28T21:59:00.000', false],
  ])('lead %s at %s -> %s', (lead, now, expected) => {
    expect(remindersDue([deadline('auction.end')], only('auction.end', lead), at(now))).toHaveLength(expected ? 1 : 0);
  });

  it('never reminds of a past deadline, whatever the lead', () => {
    const past = deadline('match.deadline', at('27T10:00:00'));
    expect(remindersDue([past], only('match.deadline', '24h'), at('27T10:00:01'))).toEqual([]);
  });

  it('each kind follows its own setting', () => {
    const settings = { ...reminderSettings({}), 'clause.reveal': 'off' as const, 'market.gate': '15m' as const };
    const list = DEADLINE_KINDS.map((k) => deadline(k));
    // 30 minutes before: the 1 h, 3 h and 24 h kinds are due; the gate (15 min) not yet; the reveal is off.
    expect(remindersDue(list, settings, at('28T21:30:00')).map((d) => d.kind)).toEqual([
      'auction.end',
      'match.window_start',
      'match.deadline',
      'result.confirm',
    ]);
  });
});

describe('reminderSettings', () => {
  it('fills in the defaults and drops leads not offered', () => {
    expect(reminderSettings({})).toEqual(DEFAULT_REMINDER_LEADS);
    expect(reminderSettings({ 'auction.end': '15m', 'match.deadline': '2d', other: '1h' })).toEqual({ ...DEFAULT_REMINDER_LEADS, 'auction.end': '15m' });
  });
  it('every kind has a default that is not off', () => {
    for (const k of DEADLINE_KINDS) expect(DEFAULT_REMINDER_LEADS[k]).not.toBe('off');
  });
  it('the body takes any subset of kinds, only offered leads, no unknown kind', () => {
    expect(reminderSettingsBodySchema.safeParse({ 'auction.end': 'off' }).success).toBe(true);
    expect(reminderSettingsBodySchema.safeParse({ 'auction.end': '2h' }).success).toBe(false);
    expect(reminderSettingsBodySchema.safeParse({ 'auction.ends': '1h' }).success).toBe(false);
  });
});

describe('reminderReference / deadlineUid', () => {
  it('a moved deadline is a new reminder; the calendar UID stays', () => {
    const before = { reference: 'match-start:4', dueAt: at('28T22:00:00') };
    const moved = { reference: 'match-start:4', dueAt: at('29T22:00:00') };
    expect(reminderReference(before)).not.toBe(reminderReference(moved));
    expect(reminderReference(before)).toBe('match-start:4@2026-11-28T22:00:00.000Z');
    expect(deadlineUid(before)).toBe('match-start-4@superliga');
  });
});

/**
 * The deadlines that concern a user and the reminders before them (docs/decisions/033-deadline-reminders.md).
 * One list feeds both the private calendar (ICS) and the reminders job, so they cannot disagree.
 */

/** Each kind is one reminder setting: clause reveals of his offers, auction ends he bid in, his match's window start and report deadline, a result to confirm, the market gates. */
export const DEADLINE_KINDS = ['clause.reveal', 'auction.end', 'match.window_start', 'match.deadline', 'result.confirm', 'market.gate'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** How long before a deadline its reminder goes: off, or one of a few lead times. */
export const REMINDER_LEADS = ['off', '15m', '1h', '3h', '24h'] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

const MINUTE_MS = 60_000;
export const REMINDER_LEAD_MS: Record<Exclude<ReminderLead, 'off'>, number> = {
  '15m': 15 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '3h': 180 * MINUTE_MS,
  '24h': 1440 * MINUTE_MS,
};
/** The longest lead: deadlines further away than this cannot have a reminder due yet. */
export const MAX_REMINDER_LEAD_MS = Math.max(...Object.values(REMINDER_LEAD_MS));

/**
 * Sensible defaults: a market deadline (an offer's reveal, an auction's end, the gate) an hour
 * before, as the manager may still act; a match's window and deadline a day before, to arrange the
 * game; a result to confirm three hours before silence confirms it.
 */
export const DEFAULT_REMINDER_LEADS: Record<DeadlineKind, ReminderLead> = {
  'clause.reveal': '1h',
  'auction.end': '1h',
  'match.window_start': '24h',
  'match.deadline': '24h',
  'result.confirm': '3h',
  'market.gate': '1h',
};

export type ReminderSettings = Record<DeadlineKind, ReminderLead>;

/** A user's lead per kind, the defaults filled in for kinds never set (or set to a lead no longer offered). */
export function reminderSettings(saved: Partial<Record<string, string>>): ReminderSettings {
  return Object.fromEntries(
    DEADLINE_KINDS.map((kind) => {
      const lead = saved[kind];
      return [kind, (REMINDER_LEADS as readonly string[]).includes(lead ?? '') ? (lead as ReminderLead) : DEFAULT_REMINDER_LEADS[kind]];
    }),
  ) as ReminderSettings;
}

/**
 * One deadline of a user: its kind, what it is about (`reference`, unique within the kind), when it
 * falls due, what the calendar and the reminder call it (`summary`) and where the user acts (`link`).
 */
export interface Deadline {
  kind: DeadlineKind;
  reference: string;
  dueAt: Date;
  summary: string;
  link: string;
}

/**
 * The reminders due at `now`: those of kinds not switched off whose lead has come (due − lead ≤
 * now) and whose deadline has not passed (now < due). A deadline missed while no process ran
 * gets no late reminder.
 */
export function remindersDue<D extends Deadline>(deadlines: readonly D[], settings: ReminderSettings, now: Date): D[] {
  const t = now.getTime();
  return deadlines.filter((d) => {
    const lead = settings[d.kind];
    if (lead === 'off') return false;
    const due = d.dueAt.getTime();
    return due - REMINDER_LEAD_MS[lead] <= t && t < due;
  });
}

/**
 * What a sent reminder is claimed by, with its kind and user: the deadline and its due time. A
 * deadline that moves (staff move a round's window, a late bid extends an auction) is a new one
 * and gets its own reminder; the same deadline is reminded once however many processes run.
 */
export const reminderReference = (d: Pick<Deadline, 'reference' | 'dueAt'>) => `${d.reference}@${d.dueAt.toISOString()}`;

/** The calendar event's UID of a deadline (stable across feeds: the calendar app updates it in place). */
export const deadlineUid = (d: Pick<Deadline, 'reference'>) => `${d.reference.replace(/:/g, '-')}@superliga`;

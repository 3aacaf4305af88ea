import {
  MAX_REMINDER_LEAD_MS,
  REMINDER_MSG,
  reminderReference,
  remindersDue,
  reminderSettings,
  type ReminderSettings,
  type ReminderSettingsBody,
} from '@superliga/league';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { deadlinesOf, type UserDeadline } from '../calendar/deadlines.service';
import { notify } from '../notifications/notifications.service';
import { currentSeasonIfAny } from '../settings/settings.service';
import * as repo from './reminders.repository';

/** Claims are kept this long past their deadline, then dropped: a past deadline is never reminded of. */
const KEEP_MS = 7 * 24 * 3_600_000;

/** `GET /notifications/reminders`: the user's own lead per deadline kind, defaults filled in. */
export async function reminderSettingsOf(ctx: ServiceContext): Promise<ReminderSettings> {
  const saved = await repo.readLeads(ctx.db, [ctx.actor.id]);
  return reminderSettings(Object.fromEntries(saved.map((r) => [r.kind, r.lead])));
}

/** `PUT /notifications/reminders`: any subset of kinds, for the token's user only. */
export async function saveReminderSettings(ctx: ServiceContext, body: ReminderSettingsBody) {
  await repo.writeLeads(
    ctx.db,
    ctx.actor.id,
    Object.entries(body).filter((e): e is [string, NonNullable<(typeof e)[1]>] => typeof e[1] === 'string'),
  );
  return { ...(await reminderSettingsOf(ctx)), message: REMINDER_MSG.saved };
}

const keyOf = (r: { userId: number; kind: string; reference: string }) => `${r.userId} ${r.kind} ${r.reference}`;

/**
 * The reminders due now and not sent yet (docs/decisions/033-deadline-reminders.md): the deadlines
 * of the current season falling due within the longest lead (the same list the calendar shows),
 * each user's settings, the rule `remindersDue`, less those already claimed.
 */
export async function dueReminders(deps: Pick<ServiceDeps, 'db' | 'clock'>): Promise<UserDeadline[]> {
  const now = deps.clock.now();
  const season = await currentSeasonIfAny(deps.db);
  if (!season) return [];
  const deadlines = await deadlinesOf(deps.db, season, { from: now, until: new Date(now.getTime() + MAX_REMINDER_LEAD_MS) });
  const userIds = [...new Set(deadlines.map((d) => d.userId))];
  const [saved, sent] = await Promise.all([repo.readLeads(deps.db, userIds), repo.sentAhead(deps.db, userIds, now)]);
  const settingsOf = new Map(
    userIds.map((id) => [id, reminderSettings(Object.fromEntries(saved.filter((r) => r.userId === id).map((r) => [r.kind, r.lead])))]),
  );
  const done = new Set(sent.map(keyOf));
  return userIds
    .flatMap((id) =>
      remindersDue(
        deadlines.filter((d) => d.userId === id),
        settingsOf.get(id)!,
        now,
      ),
    )
    .filter((d) => !done.has(keyOf({ userId: d.userId, kind: d.kind, reference: reminderReference(d) })));
}

/**
 * The 'deadline-reminders' job: each due reminder is claimed (INSERT … ON CONFLICT DO NOTHING on
 * user, kind and reference) and, only when this claim is the first, its notice is written to the
 * outbox (decision 008) in the same transaction. So processes running it at once, or a restart in
 * the middle, send each reminder once; the user's choice for 'deadline.reminder' (app, push,
 * none) picks the channels as for any notice.
 */
export async function sendDueReminders(deps: ServiceDeps, onError: (err: unknown) => void) {
  const now = deps.clock.now();
  for (const d of await dueReminders(deps)) {
    try {
      await deps.db.transaction(async (tx) => {
        const first = await repo.claim(tx, { userId: d.userId, kind: d.kind, reference: reminderReference(d), dueAt: d.dueAt, sentAt: now });
        if (first) await notify(tx, deps, [{ userId: d.userId, text: REMINDER_MSG.notice(d, deps.config.LEAGUE_TZ) }]);
      });
    } catch (err) {
      onError(err);
    }
  }
  await repo.prune(deps.db, new Date(now.getTime() - KEEP_MS));
}

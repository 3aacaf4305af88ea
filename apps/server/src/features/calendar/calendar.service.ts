import { deadlineUid, matchLabel, SEASON_MSG, stageName, writeCalendar, type CalendarEvent, type CalendarToken, type TournamentType } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { createHash, randomBytes } from 'node:crypto';
import { currentSeasonIfAny } from '../settings/settings.service';
import { deadlinesOf, type SeasonRef } from './deadlines.service';
import * as repo from './calendar.repository';

const HOUR = 3_600_000;
const MATCH_LENGTH = 2 * HOUR;
const fileOf = (secret: string) => `/api/calendar/${secret}.ics`;
// Like the login tokens (ARCHITECTURE §3): a random secret, only its SHA-256 kept.
const newSecret = () => randomBytes(32).toString('base64url');
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A private ICS feed per user (docs/decisions/025-season-close-and-rollover.md): the URL holds a
 * random secret of which only a SHA-256 is stored; creating a new one replaces the old, deleting
 * it revokes it. Anyone without the current secret gets 404, as if there were nothing there.
 */
export async function calendarToken(db: DbOrTx, userId: number): Promise<CalendarToken> {
  const row = await repo.findToken(db, userId);
  return { active: Boolean(row), created_at: row ? row.createdAt.toISOString() : null };
}

export async function createCalendarToken(ctx: ServiceContext): Promise<CalendarToken> {
  const secret = newSecret();
  await repo.replaceToken(ctx.db, ctx.actor.id, hashOf(secret), ctx.clock.now());
  return { ...(await calendarToken(ctx.db, ctx.actor.id)), url: fileOf(secret), message: SEASON_MSG.calendarCreated };
}

export async function revokeCalendarToken(ctx: ServiceContext): Promise<CalendarToken> {
  await repo.deleteToken(ctx.db, ctx.actor.id);
  return { active: false, created_at: null, message: SEASON_MSG.calendarRevoked };
}

/** `GET /calendar/{secret}.ics`: what concerns the user in the current season. */
export async function calendarFile(deps: Pick<ServiceDeps, 'db' | 'clock'>, file: string): Promise<string> {
  const secret = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const owner = secret ? await repo.userOfSecret(deps.db, hashOf(secret)) : undefined;
  if (!owner) throw refuse('calendar.not_found');
  const now = deps.clock.now();
  const season = await currentSeasonIfAny(deps.db);
  const events = season ? await userEvents(deps.db, owner.userId, season) : [];
  return writeCalendar({ name: `Superliga${season ? ` — ${season.name}` : ''}`, now, events });
}

/**
 * The feed: the user's deadlines, the same list the reminders job reminds of
 * (docs/decisions/033-deadline-reminders.md), and his team's matches at their dates.
 */
async function userEvents(db: DbOrTx, userId: number, season: SeasonRef): Promise<CalendarEvent[]> {
  const [deadlines, games] = await Promise.all([deadlinesOf(db, season, { userId }), repo.teamMatches(db, userId, season.id)]);
  return [
    ...deadlines.map((d) => ({ uid: deadlineUid(d), start: d.dueAt, summary: d.summary })),
    ...games.map((m) => ({
      uid: `match-${m.id}@superliga`,
      start: m.at,
      end: new Date(m.at.getTime() + MATCH_LENGTH),
      summary: matchLabel({ home: m.home, away: m.away, tournament: m.tournament, stage: stageName(m.type as TournamentType, m.stage) }),
    })),
  ];
}

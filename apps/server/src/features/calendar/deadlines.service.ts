import { DEADLINE_SUMMARY, marketOpensAt, matchLabel, paths, stageName, type Deadline, type TournamentType } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { rulesForSeason } from '../season-rules/season-rules.service';
import * as repo from './calendar.repository';

/** A deadline and the user it concerns. */
export interface UserDeadline extends Deadline {
  userId: number;
}

export interface SeasonRef {
  id: number;
  name: string;
  startDate: Date;
}

type MatchRow = { id: number; stage: number; tournament: string; type: string; home: string; away: string };
const labelOf = (m: MatchRow) => matchLabel({ home: m.home, away: m.away, tournament: m.tournament, stage: stageName(m.type as TournamentType, m.stage) });
const inScope = (at: Date, scope: repo.DeadlineScope) => (!scope.from || at > scope.from) && (!scope.until || at <= scope.until);

/**
 * The one source of "the deadlines that concern a user" (docs/decisions/033-deadline-reminders.md):
 * the private calendar shows them and the reminders job reminds of them, so the two cannot
 * disagree. What concerns whom: a sealed offer's reveal its author only (the offer is hidden from
 * everyone else); an open auction's end whoever bid in it; a match still to play, its round's
 * window start and deadline, both teams' managers; a reported result, the opponent who must
 * confirm or dispute it before silence confirms it; the season's start and market opening, every
 * active user.
 */
export async function deadlinesOf(db: DbOrTx, season: SeasonRef, scope: repo.DeadlineScope): Promise<UserDeadline[]> {
  const [reveals, ends, windows, reports, everyone, rules] = await Promise.all([
    repo.clauseReveals(db, season.id, scope),
    repo.auctionEnds(db, season.id, scope),
    repo.matchWindows(db, season.id, scope),
    repo.pendingReports(db, season.id, scope),
    repo.activeUserIds(db, scope),
    rulesForSeason(db, season.id),
  ]);
  const list: UserDeadline[] = [];
  for (const c of reveals) {
    list.push({
      userId: c.userId,
      kind: 'clause.reveal',
      reference: `clause:${c.id}`,
      dueAt: c.revealAt,
      summary: DEADLINE_SUMMARY.clauseReveal(c.player),
      link: paths.playerOffers(c.playerId),
    });
  }
  for (const a of ends) {
    list.push({
      userId: a.userId,
      kind: 'auction.end',
      reference: `auction:${a.id}`,
      dueAt: a.endsAt,
      summary: DEADLINE_SUMMARY.auctionEnd(a.player),
      link: paths.playerAuctions(a.playerId),
    });
  }
  for (const m of windows) {
    const managers = [m.homeUserId, m.awayUserId].filter((u): u is number => u !== null && (scope.userId === undefined || u === scope.userId));
    for (const userId of managers) {
      const common = { userId, link: paths.match(m.id) };
      if (inScope(m.startsAt, scope)) {
        list.push({
          ...common,
          kind: 'match.window_start',
          reference: `match-start:${m.id}`,
          dueAt: m.startsAt,
          summary: DEADLINE_SUMMARY.windowStart(labelOf(m)),
        });
      }
      if (inScope(m.deadlineAt, scope)) {
        list.push({
          ...common,
          kind: 'match.deadline',
          reference: `match-deadline:${m.id}`,
          dueAt: m.deadlineAt,
          summary: DEADLINE_SUMMARY.matchDeadline(labelOf(m)),
        });
      }
    }
  }
  for (const r of reports) {
    if (r.opponentUserId === null) continue;
    list.push({
      userId: r.opponentUserId,
      kind: 'result.confirm',
      reference: `result:${r.reportId}`,
      dueAt: r.confirmBy,
      summary: DEADLINE_SUMMARY.resultConfirm(labelOf(r)),
      link: paths.match(r.id),
    });
  }
  const gates = [
    { reference: `season-start:${season.id}`, dueAt: season.startDate, summary: DEADLINE_SUMMARY.seasonStart(season.name), link: paths.countdown },
    {
      reference: `market-open:${season.id}`,
      dueAt: marketOpensAt(season.startDate, rules),
      summary: DEADLINE_SUMMARY.marketOpen(season.name),
      link: paths.transfer,
    },
  ].filter((g) => inScope(g.dueAt, scope));
  for (const userId of gates.length ? everyone : []) for (const g of gates) list.push({ userId, kind: 'market.gate', ...g });
  return list;
}

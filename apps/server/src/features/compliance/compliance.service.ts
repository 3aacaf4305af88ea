import {
  complianceAfter,
  complies,
  teamCompliance,
  type ComplianceChange,
  type CompliancePreview,
  type CompliancePreviewBody,
  type ComplianceReport,
  type Division,
  type SeasonRules,
  type TeamComplianceRow,
  type TeamUsage,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse, refuseOn } from '../../lib/errors';
import { auctionsOpenedByManagers } from '../../market/auctions/queries';
import { clauseLossesByTeam } from '../../market/offers/queries';
import { rulesForSeason } from '../season-rules/season-rules.service';
import { listSeasons } from '../seasons/seasons.service';
import { currentSeason } from '../settings/settings.service';
import { managedTeam } from '../teams/teams.service';
import { blocksUsedByTeams } from '../../market/squad/queries';
import { complianceCsv } from './compliance.csv';
import * as repo from './compliance.repository';

type TeamRow = Awaited<ReturnType<typeof repo.leagueTeams>>[number];

/** The season asked for, or the current one when none is named. */
async function seasonOf(db: DbOrTx, seasonId: number | undefined) {
  if (seasonId === undefined) {
    const current = await currentSeason(db);
    return { id: current.id, name: current.name };
  }
  const season = (await listSeasons(db)).data.find((s) => s.id === seasonId);
  if (!season) throw refuse('season.not_found');
  return { id: season.id, name: season.name };
}

/**
 * What each team is and has used in the season: its squad today (squads have no history, so an
 * earlier season's report shows today's squads with that season's usage and rules), blocks,
 * clause losses and the auctions its manager opened.
 */
async function usageOf(db: DbOrTx, seasonId: number, teams: readonly TeamRow[]): Promise<Map<number, TeamUsage>> {
  const teamIds = teams.map((t) => t.id);
  if (!teamIds.length) return new Map();
  const managerIds = teams.flatMap((t) => (t.managerId === null ? [] : [t.managerId]));
  const [squads, losses, opened, blocks] = await Promise.all([
    repo.squadsOf(db, teamIds),
    clauseLossesByTeam(db, seasonId, teamIds),
    auctionsOpenedByManagers(db, seasonId, managerIds),
    blocksUsedByTeams(db, seasonId, teamIds),
  ]);
  return new Map(
    teams.map((t) => {
      const auctions = t.managerId === null ? undefined : opened.get(t.managerId);
      return [
        t.id,
        {
          name: t.name,
          division: t.division as Division,
          players: squads.filter((p) => p.teamId === t.id),
          blocks_used: blocks.get(t.id) ?? 0,
          clause_losses: losses.get(t.id) ?? 0,
          auctions: auctions?.opened ?? 0,
          auctions_over_20: auctions?.openedOver ?? 0,
        },
      ];
    }),
  );
}

function presentRow(team: TeamRow, usage: TeamUsage, rules: SeasonRules): TeamComplianceRow {
  const figures = teamCompliance(usage, rules);
  return {
    team: { id: team.id, name: team.name },
    division: team.division as Division,
    manager: team.managerId === null ? null : { id: team.managerId, name: team.managerName ?? '' },
    players: usage.players.length,
    ...figures,
    ok: complies(figures),
  };
}

/** `GET /compliance?season=` (everyone logged in): every league team's figures against the season's limits. */
export async function complianceReport(db: DbOrTx, seasonId?: number): Promise<ComplianceReport> {
  const season = await seasonOf(db, seasonId);
  const [rules, teams] = await Promise.all([rulesForSeason(db, season.id), repo.leagueTeams(db)]);
  const usage = await usageOf(db, season.id, teams);
  return { season, data: teams.map((t) => presentRow(t, usage.get(t.id)!, rules)) };
}

/** `GET /compliance.csv?season=` (Admin): the same report as a spreadsheet. */
export async function complianceReportCsv(db: DbOrTx, seasonId?: number) {
  const report = await complianceReport(db, seasonId);
  return { seasonId: report.season.id, csv: complianceCsv(report) };
}

/** Each team the operation changes, with what it does to it. */
async function changesOf(ctx: ServiceContext, body: CompliancePreviewBody): Promise<Map<number, ComplianceChange>> {
  const changes = new Map<number, ComplianceChange>();
  if (body.operation === 'transfer') {
    const moving = await repo.findPlayers(ctx.db, body.players);
    if (moving.length !== new Set(body.players).size) throw refuse('compliance.player_not_found');
    const ids = moving.map((p) => p.id);
    changes.set(body.id_team_from, { players_out: ids });
    changes.set(body.id_team_to, { players_in: moving });
    return changes;
  }
  const player = await repo.findPlayer(ctx.db, body.id_player);
  if (!player) throw refuseOn('id_player', 'compliance.player_not_found');
  const buyer = (await managedTeam(ctx.db, ctx.actor.id))?.id ?? null;
  if (body.operation === 'clause') {
    changes.set(player.teamId, { players_out: [player.id], clause_loss: true });
    if (buyer !== null && buyer !== player.teamId) changes.set(buyer, { players_in: [player] });
  } else if (buyer !== null) {
    changes.set(buyer, { players_in: [player], auction: { age: player.age } });
  }
  return changes;
}

/**
 * `POST /compliance/preview`: the warnings a manager sees before sending a transfer, a clause or
 * an auction, for every league team the operation would take out of the current season's limits.
 * It only reads: the server still enforces its hard limits when the operation is sent.
 */
export async function previewOperation(ctx: ServiceContext, body: CompliancePreviewBody): Promise<CompliancePreview> {
  const season = await seasonOf(ctx.db, undefined);
  const changes = await changesOf(ctx, body);
  const teams = await repo.leagueTeams(ctx.db, [...changes.keys()]);
  const [rules, usage] = await Promise.all([rulesForSeason(ctx.db, season.id), usageOf(ctx.db, season.id, teams)]);
  return { warnings: teams.flatMap((t) => complianceAfter(usage.get(t.id)!, changes.get(t.id)!, rules)) };
}

import {
  ASSISTANT_MSG,
  computeStandings,
  DIVISIONS,
  formatDecimal,
  formatMoney,
  movementConcept,
  SQUAD_BEST_FOR_AVERAGE,
  stageName,
  suspendedFor,
  type DataTopic,
  type Division,
} from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { budgetSummary } from '../../market/money';
import type { AskerData } from './assistant.asker';
import { asType, LEAGUE_TYPE, when } from './assistant.format';
import { nextMatches } from './assistant.fixture';
import { myOffers } from './assistant.offers';
import { myBets } from './assistant.bets';
import * as repo from './assistant.repository';

const MOVEMENTS_SHOWN = 5;
const AUCTIONS_SHOWN = 5;

const signed = (n: number) => (n > 0 ? `+${formatMoney(n)}` : formatMoney(n));

async function movementLines(ctx: ServiceContext, limit: number) {
  const rows = await repo.recentLedger(ctx.db, ctx.actor.id, limit);
  return rows.map((r) => `• ${when(ctx, r.createdAt)}: ${signed(r.amount)} (${movementConcept(r)}); saldo ${formatMoney(r.balanceAfter)}.`);
}

async function budget(ctx: ServiceContext) {
  const s = await budgetSummary(ctx.db, ctx.actor.id, { readerId: ctx.actor.id, now: ctx.clock.now() });
  if (!s) return ASSISTANT_MSG.unknown;
  const lines = [
    `Tu presupuesto es de ${formatMoney(s.profits)}. Tenés ${formatMoney(s.committed)} comprometidos en ofertas, transferencias y pujas abiertas, así que te quedan disponibles ${formatMoney(s.available)}.`,
  ];
  const recent = await movementLines(ctx, 3);
  if (recent.length) lines.push('Tus últimos movimientos:', ...recent);
  return lines.join('\n');
}

async function movements(ctx: ServiceContext) {
  const lines = await movementLines(ctx, MOVEMENTS_SHOWN);
  if (!lines.length) return 'No tenés movimientos de presupuesto registrados.';
  return [ASSISTANT_MSG.lastMovements(lines.length), ...lines].join('\n');
}

function squad(data: AskerData) {
  const team = data.team;
  if (!team) return ASSISTANT_MSG.noTeam;
  const s = team.stats;
  const lines = [
    `${team.name} (${team.division || 'fuera de la liga'}) tiene ${s.total} jugadores: ${s.older_than_20} mayores de 20 y ${s.youth} juveniles; ${s.blocked} bloqueados.`,
  ];
  if (team.ca_limit !== null) {
    const ok = s.average_ca_best16 <= team.ca_limit;
    lines.push(
      `El promedio de CA de tus ${SQUAD_BEST_FOR_AVERAGE} mejores es ${formatDecimal(s.average_ca_best16)}, ${ok ? 'dentro del' : 'por encima del'} límite de ${team.ca_limit} de ${team.division}.`,
    );
  }
  lines.push(...(team.warnings.length ? team.warnings : ['El plantel cumple los límites del reglamento.']));
  return lines.join('\n');
}

async function auctions(ctx: ServiceContext) {
  const rows = await repo.closingAuctions(ctx.db, ctx.clock.now(), AUCTIONS_SHOWN);
  if (!rows.length) return 'No hay subastas abiertas en este momento.';
  return [
    'Subastas que cierran más pronto:',
    ...rows.map((a) => {
      const bid = a.leading === null ? 'sin pujas todavía' : `puja más alta ${formatMoney(Number(a.leading))}`;
      return `• ${a.player}: cierra ${when(ctx, a.endsAt)}, ${bid}.`;
    }),
  ].join('\n');
}

async function suspensions(ctx: ServiceContext, data: AskerData) {
  if (!data.team) return ASSISTANT_MSG.noTeam;
  if (!data.season) return ASSISTANT_MSG.noSeason;
  const lines: string[] = [];
  for (const t of await repo.teamTournaments(ctx.db, data.team.id, data.season.id)) {
    const type = asType(t.type);
    const stages = await repo.teamStages(ctx.db, data.team.id, t.id);
    const pending = stages.filter((s) => s.status === 'pending').map((s) => s.stage);
    const played = stages.filter((s) => s.status === 'completed').map((s) => s.stage);
    if (!played.length) continue;
    // The next round the team plays: its earliest pending match, else the one after its last.
    const next = pending.length ? Math.min(...pending) : Math.max(...played) + 1;
    const out = suspendedFor(type, await repo.teamStatRows(ctx.db, data.team.id, t.id), next);
    if (!out.length) continue;
    const names = await repo.playerNames(
      ctx.db,
      out.map((s) => s.player_id),
    );
    for (const s of out) {
      const left = s.rounds_left === 1 ? '1 fecha' : `${s.rounds_left} fechas`;
      lines.push(
        `• ${names.get(s.player_id) ?? `Jugador ${s.player_id}`} (${t.name}, ${stageName(type, next)}): ${s.reasons.join(', ')}; le ${s.rounds_left === 1 ? 'queda' : 'quedan'} ${left}.`,
      );
    }
  }
  if (!lines.length) return `${data.team.name} no tiene jugadores suspendidos para la próxima fecha.`;
  return ['Jugadores suspendidos para la próxima fecha:', ...lines].join('\n');
}

async function standings(ctx: ServiceContext, data: AskerData) {
  if (!data.team) return ASSISTANT_MSG.noTeam;
  if (!data.season) return ASSISTANT_MSG.noSeason;
  if (!data.team.division) return `${data.team.name} no juega la liga: no está en Primera ni en Segunda.`;
  const tournament = await repo.leagueTournament(ctx.db, data.season.id, LEAGUE_TYPE[data.team.division]);
  if (!tournament) return ASSISTANT_MSG.noLeagueTournament(data.team.division, data.season.name);
  const table = computeStandings(await repo.divisionTeams(ctx.db, data.team.division), await repo.tournamentMatches(ctx.db, tournament.id));
  const row = table.find((r) => r.team.id === data.team!.id);
  if (!row || row.played === 0) return `${data.team.name} todavía no jugó partidos en ${tournament.name}.`;
  const leader = table[0]!;
  const lead = row.position === 1 ? 'Vas primero.' : `Puntero: ${leader.team.name} con ${leader.points} puntos.`;
  return `${data.team.name} está ${row.position}° de ${table.length} en ${tournament.name}: ${row.points} puntos en ${row.played} partidos (${row.won} G, ${row.drawn} E, ${row.lost} P), goles ${row.goals_for}-${row.goals_against} (DG ${row.goal_difference}). ${lead}`;
}

/** Who leads the asker's division, or both divisions for a user without a league team. */
async function leader(ctx: ServiceContext, data: AskerData) {
  if (!data.season) return ASSISTANT_MSG.noSeason;
  const divisions: readonly Division[] = data.team?.division ? [data.team.division] : DIVISIONS;
  const lines: string[] = [];
  for (const division of divisions) {
    const tournament = await repo.leagueTournament(ctx.db, data.season.id, LEAGUE_TYPE[division]);
    if (!tournament) {
      lines.push(ASSISTANT_MSG.noLeagueTournament(division, data.season.name));
      continue;
    }
    const [first] = computeStandings(await repo.divisionTeams(ctx.db, division), await repo.tournamentMatches(ctx.db, tournament.id));
    lines.push(
      first && first.played > 0
        ? ASSISTANT_MSG.leader(division, tournament.name, first.team.name, first.points, first.played)
        : ASSISTANT_MSG.noLeaderYet(division, tournament.name),
    );
  }
  return lines.join('\n');
}

/** The answer to a question about the asker's own data. */
export async function answerTopic(ctx: ServiceContext, topic: DataTopic, data: AskerData): Promise<string> {
  switch (topic) {
    case 'budget':
      return budget(ctx);
    case 'movements':
      return movements(ctx);
    case 'squad':
      return squad(data);
    case 'next_matches':
      return nextMatches(ctx, data, null);
    case 'my_offers':
      return myOffers(ctx, data.season);
    case 'bets':
      return myBets(ctx);
    case 'auctions':
      return auctions(ctx);
    case 'suspensions':
      return suspensions(ctx, data);
    case 'standings':
      return standings(ctx, data);
    case 'leader':
      return leader(ctx, data);
  }
}

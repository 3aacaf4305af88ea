import { z } from 'zod';
import { ID_MAX, idSchema } from '../common/common.schema';
import { MONEY_MAX, TOURNAMENT_TYPES } from '../constants';

const MAX_PRIZES_SANITY_CAP = 100;
import { MSG } from '../messages';

/** Upper bound of rows in one statistics save: both squads (18 + 6 each) with room to spare. */
export const MAX_STATISTICS_PER_MATCH = 60;
const NAME_MAX_TOURNAMENT = 100;
const DESCRIPTION_MAX = 200;
const SCORE_MAX = 99;
const STAGE_MAX = 99;
const GOALS_MAX = 20;

/** Texts of this contract that `MSG` does not hold yet. */
export const COMPETITION_MSG = {
  tournamentNameTooLong: `El nombre no puede tener más de ${NAME_MAX_TOURNAMENT} caracteres.`,
  startDateRequired: 'La fecha de inicio es obligatoria.',
  endDateRequired: 'La fecha de fin es obligatoria.',
  dateInvalid: 'La fecha debe ser válida, con el formato AAAA-MM-DD.',
  endBeforeStart: 'La fecha de fin debe ser posterior o igual a la de inicio.',
  seasonRequired: 'Tienes que elegir la temporada.',
  typeInvalid: `Tienes que elegir el tipo de torneo (${TOURNAMENT_TYPES.join(', ')}).`,
  sameTeams: 'Los equipos deben ser distintos.',
  noStatistics: 'No hay estadísticas para guardar.',
  tooManyStatistics: `No puedes cargar más de ${MAX_STATISTICS_PER_MATCH} estadísticas por partido.`,
  statisticsMixedMatches: 'Todas las estadísticas deben ser del mismo partido y torneo.',
  statisticsRepeatedPlayer: 'Cada jugador puede cargarse una sola vez por partido.',
  statisticRequired: (label: string) => `${label}: es obligatorio.`,
  statisticRange: (label: string, min: number, max: number) => `${label}: debe ser un número entero entre ${min} y ${max}.`,
  prizeAmountInvalid: 'El monto debe ser un número entero mayor a 0.',
  prizePositionInvalid: 'La posición debe ser un número entero mayor o igual a 1.',
  prizeDescriptionTooLong: `La descripción no puede tener más de ${DESCRIPTION_MAX} caracteres.`,
  prizesRepeated: 'Hay premios repetidos: mismo torneo, equipo y posición.',
} as const;

/**
 * Form values arrive as numbers or numeric strings. Blank, null and missing all become
 * `undefined` so they fail with the field's "required" text instead of turning into 0 as
 * `z.coerce.number()` would; anything else that is not a plain number becomes NaN.
 */
function formNumber(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** A required integer in [min, max]; `range` is the text when present but out of range. */
const formInt = (required: string, min: number, max: number, range: string = required) =>
  z.preprocess(formNumber, z.number({ message: required }).int(range).min(min, range).max(max, range));

/** Ids are Postgres `serial` (int4): a larger one is refused here, not by the database. */
const id = (required: string) => idSchema(required);

/** A real calendar day written YYYY-MM-DD. */
function isIsoDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
const isoDay = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine((v) => v === '' || isIsoDay(v), COMPETITION_MSG.dateInvalid);

export const createTournamentBody = z
  .object({
    name: z.string({ message: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(NAME_MAX_TOURNAMENT, COMPETITION_MSG.tournamentNameTooLong),
    start_date: isoDay(COMPETITION_MSG.startDateRequired),
    end_date: isoDay(COMPETITION_MSG.endDateRequired),
    season_id: id(COMPETITION_MSG.seasonRequired),
    type: z.enum(TOURNAMENT_TYPES, { message: COMPETITION_MSG.typeInvalid }),
  })
  // ISO days compare correctly as strings; a bad date already has its own message.
  .refine((t) => !isIsoDay(t.start_date) || !isIsoDay(t.end_date) || t.end_date >= t.start_date, {
    path: ['end_date'],
    message: COMPETITION_MSG.endBeforeStart,
  });
export type CreateTournamentBody = z.infer<typeof createTournamentBody>;

export const createMatchBody = z
  .object({
    team_home_id: id(MSG.matchNeedsTeams),
    team_away_id: id(MSG.matchNeedsTeams),
    tournament_id: id(MSG.matchNeedsTournament),
    score_home: formInt(MSG.matchNeedsGoals, 0, SCORE_MAX),
    score_away: formInt(MSG.matchNeedsGoals, 0, SCORE_MAX),
    stage: formInt(MSG.matchNeedsRound, 1, STAGE_MAX),
    fixture_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema().optional()),
  })
  .refine((m) => m.team_home_id !== m.team_away_id, { path: ['team_away_id'], message: COMPETITION_MSG.sameTeams });
export type CreateMatchBody = z.infer<typeof createMatchBody>;

/** Checkbox values (decision 017): true/false, as booleans or text, count as 1/0 where a count or a flag is expected. */
const checkboxNumber = (v: unknown): unknown => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : formNumber(v));

const statCount = (label: string, max: number) => {
  const range = COMPETITION_MSG.statisticRange(label, 0, max);
  return z.preprocess(
    checkboxNumber,
    z
      .number({ message: COMPETITION_MSG.statisticRequired(label) })
      .int(range)
      .min(0, range)
      .max(max, range),
  );
};

const DIRECT_RED_RANGE = COMPETITION_MSG.statisticRange('Roja directa', 0, 1);

export const matchStatisticSchema = z.object({
  player_id: id(COMPETITION_MSG.statisticRequired('Jugador')),
  tournament_id: id(COMPETITION_MSG.statisticRequired('Torneo')),
  match_id: id(COMPETITION_MSG.statisticRequired('Partido')),
  // The documented client sends a user id for the player's manager, or nothing.
  user_id: z.preprocess(
    (v) => (v === null ? null : formNumber(v)),
    z.number({ message: MSG.integerRequired }).int(MSG.integerRequired).min(1, MSG.integerRequired).nullable().optional(),
  ),
  goals: statCount('Goles', GOALS_MAX),
  assists: statCount('Asistencias', GOALS_MAX),
  yellow_cards: statCount('Amarillas', 2),
  red_cards: statCount('Rojas', 1),
  // Not in the documented payload, so it defaults to none.
  direct_red: z.preprocess(
    checkboxNumber,
    z.number({ message: DIRECT_RED_RANGE }).int(DIRECT_RED_RANGE).min(0, DIRECT_RED_RANGE).max(1, DIRECT_RED_RANGE).default(0),
  ),
  simple_injuries: statCount('Lesión', 1),
  serious_injuries: statCount('Lesión grave', 1),
  mvp: statCount('MVP', 1),
});
export type MatchStatisticInput = z.infer<typeof matchStatisticSchema>;

export const matchStatisticsBody = z
  .object({
    statistics: z
      .array(matchStatisticSchema, { message: COMPETITION_MSG.noStatistics })
      .min(1, COMPETITION_MSG.noStatistics)
      .max(MAX_STATISTICS_PER_MATCH, COMPETITION_MSG.tooManyStatistics),
  })
  .superRefine(({ statistics }, ctx) => {
    // A save replaces one match's rows, so a batch is one match and each player appears once.
    const [first] = statistics;
    if (statistics.some((s) => s.match_id !== first.match_id || s.tournament_id !== first.tournament_id)) {
      ctx.addIssue({ code: 'custom', path: ['statistics'], message: COMPETITION_MSG.statisticsMixedMatches });
    }
    if (new Set(statistics.map((s) => s.player_id)).size !== statistics.length) {
      ctx.addIssue({ code: 'custom', path: ['statistics'], message: COMPETITION_MSG.statisticsRepeatedPlayer });
    }
  });
export type MatchStatisticsBody = z.infer<typeof matchStatisticsBody>;

export const prizeSchema = z.object({
  tournament_id: id(MSG.prizeFieldsRequired),
  team_id: id(MSG.prizeFieldsRequired),
  amount: formInt(MSG.prizeFieldsRequired, 1, Number.MAX_SAFE_INTEGER, COMPETITION_MSG.prizeAmountInvalid).pipe(z.number().max(MONEY_MAX, MSG.moneyTooLarge)),
  position: formInt(MSG.prizeFieldsRequired, 1, ID_MAX, COMPETITION_MSG.prizePositionInvalid),
  description: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(DESCRIPTION_MAX, COMPETITION_MSG.prizeDescriptionTooLong).optional()),
});
export type PrizeInput = z.infer<typeof prizeSchema>;

export const prizesBody = z
  .object({
    prizes: z
      .array(prizeSchema, { message: MSG.noPrizes })
      .min(1, MSG.noPrizes)
      // The season's prizes_per_batch (14 by default) is checked by the server; this is only a sanity cap.
      .max(MAX_PRIZES_SANITY_CAP, MSG.tooManyPrizes),
  })
  .superRefine(({ prizes }, ctx) => {
    // The same (tournament, team, position) is paid once (DECISIONS, Money).
    const keys = prizes.map((p) => `${p.tournament_id}:${p.team_id}:${p.position}`);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['prizes'], message: COMPETITION_MSG.prizesRepeated });
  });
export type PrizesBody = z.infer<typeof prizesBody>;

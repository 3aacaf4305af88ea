import { z } from 'zod';
import { namedRefSchema } from '../common/common.schema';
import { PRODE_MAX_GOALS } from '../bets/prode.rules';
import { matchStatisticSchema } from './competition.schema';
import { suspendedPlayerSchema, tournamentRefSchema } from './competition.responses';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES, EVIDENCE_TYPES } from './evidence.rules';
import { RESULTS_MSG } from './results.messages';
import { MATCH_STATES } from './results.rules';

const M = RESULTS_MSG;
const goals = z.coerce.number({ message: M.scoreInvalid }).int(M.scoreInvalid).min(0, M.scoreInvalid).max(PRODE_MAX_GOALS, M.scoreInvalid);
const instant = (message: string) =>
  z
    .string({ message })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), message)
    .transform((v) => new Date(v));

/** PUT /tournaments/{id}/rounds: the play window of each round (league) or stage (cup) sent. */
export const roundWindowsBody = z.object({
  rounds: z
    .array(
      z.object({
        stage: z.coerce.number().int().min(1).max(100),
        starts_at: instant(M.windowOrder),
        deadline_at: instant(M.windowOrder),
      }),
    )
    .min(1, M.windowOrder)
    .max(100, M.windowOrder)
    .refine((r) => new Set(r.map((w) => w.stage)).size === r.length, M.windowsOverlap),
});
export type RoundWindowsBody = z.infer<typeof roundWindowsBody>;

/** POST /tournaments/{id}/rounds/spread: "spread evenly from a start date" over the given stages (all of the tournament's when omitted). */
export const spreadRoundsBody = z.object({
  first_start: instant(M.spreadInvalid),
  days_between: z.coerce.number({ message: M.spreadInvalid }).int(M.spreadInvalid).min(1, M.spreadInvalid).max(60, M.spreadInvalid),
  window_days: z.coerce.number({ message: M.spreadInvalid }).int(M.spreadInvalid).min(1, M.spreadInvalid).max(60, M.spreadInvalid),
  stages: z.array(z.coerce.number().int().min(1).max(100)).min(1).max(100).optional(),
});
export type SpreadRoundsBody = z.infer<typeof spreadRoundsBody>;

/** The answer of a saved report: the message and the report's id. */
export const reportSavedSchema = z.object({ message: z.string(), report_id: z.number().int(), confirm_by: z.string() });

/** One player's line of a report: the documents' statistics fields, for the reporter's own team. */
export const reportStatisticSchema = matchStatisticSchema.omit({ tournament_id: true, match_id: true, user_id: true });
export type ReportStatistic = z.infer<typeof reportStatisticSchema>;

const statistics = z
  .array(reportStatisticSchema)
  .max(40, M.statsRepeated)
  .refine((s) => new Set(s.map((x) => x.player_id)).size === s.length, M.statsRepeated);

/** A screenshot as base64 (the size limit is checked again on the decoded bytes). */
const BASE64_MAX = Math.ceil((EVIDENCE_MAX_BYTES * 4) / 3) + 4;
const evidenceItem = z.object({
  data: z
    .string({ message: M.evidenceType })
    .max(BASE64_MAX, M.evidenceTooLarge(EVIDENCE_MAX_BYTES / 1024 / 1024))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, M.evidenceType),
});

/**
 * The screenshots a phone picked for a report, before they are read and sent: how many, their type
 * and their size as the browser tells them, with the report's own limits and texts, so a phone on
 * a slow line does not upload what the server would refuse (docs/decisions/024; the server checks
 * the bytes again with `reportBody` and `sniffImageType`).
 */
export const evidenceFilesSchema = z
  .array(
    z.object({
      type: z.enum(EVIDENCE_TYPES, { message: M.evidenceType }),
      size: z.number().max(EVIDENCE_MAX_BYTES, M.evidenceTooLarge(EVIDENCE_MAX_BYTES / 1024 / 1024)),
    }),
  )
  .max(EVIDENCE_MAX_FILES, M.evidenceTooMany(EVIDENCE_MAX_FILES));

/** POST /games/{id}/report: the score, the reporter's team statistics, and the evidence. */
export const reportBody = z.object({
  score_home: goals,
  score_away: goals,
  statistics: statistics.default([]),
  evidence: z.array(evidenceItem).min(1, M.evidenceRequired).max(EVIDENCE_MAX_FILES, M.evidenceTooMany(EVIDENCE_MAX_FILES)),
});
export type ReportBody = z.infer<typeof reportBody>;

/** POST /games/{id}/report/confirm: the opponent may add his own team's statistics. */
export const confirmReportBody = z.object({ statistics: statistics.default([]) }).default({ statistics: [] });
export type ConfirmReportBody = z.infer<typeof confirmReportBody>;

/** POST /games/{id}/report/dispute: the opponent's version of the disputed fields and why. */
export const disputeReportBody = z.object({
  score_home: goals,
  score_away: goals,
  statistics: statistics.default([]),
  comment: z.string({ message: M.commentRequired }).trim().min(1, M.commentRequired).max(1000, M.commentRequired),
});
export type DisputeReportBody = z.infer<typeof disputeReportBody>;

/** POST /games/{id}/report/rule (staff): which version stands. */
export const ruleDisputeBody = z.object({
  version: z.enum(['report', 'dispute'], { message: M.versionRequired }),
  comment: z.string().trim().max(1000).optional(),
});
export type RuleDisputeBody = z.infer<typeof ruleDisputeBody>;

/** POST /games/{id}/walkover (staff): the claiming team wins by the rulebook's score, or the match is unplayed. */
export const walkoverBody = z.object({
  outcome: z.enum(['home', 'away', 'unplayed'], { message: M.walkoverNotOpen }),
  reason: z.string().trim().max(1000).optional(),
});
export type WalkoverBody = z.infer<typeof walkoverBody>;

const stateSchema = z.enum(MATCH_STATES);

export const roundMatchSchema = z.object({
  id: z.number().int(),
  fixture_id: z.number().int().nullable(),
  team_home: namedRefSchema,
  team_away: namedRefSchema,
  score_home: z.number().int().nullable(),
  score_away: z.number().int().nullable(),
  state: stateSchema,
  state_label: z.string(),
  suspended: z.object({ home: z.array(suspendedPlayerSchema), away: z.array(suspendedPlayerSchema) }),
});
export type RoundMatch = z.infer<typeof roundMatchSchema>;

/** GET /tournaments/{id}/rounds: each round's window and its matches with their state and suspensions. */
export const roundsResponseSchema = z.object({
  tournament: tournamentRefSchema,
  rounds: z.array(
    z.object({
      stage: z.number().int(),
      name: z.string(),
      starts_at: z.string().nullable(),
      deadline_at: z.string().nullable(),
      matches: z.array(roundMatchSchema),
    }),
  ),
});
export type RoundsResponse = z.infer<typeof roundsResponseSchema>;

/** A line as the answer shows it (plain numbers: the request schema's coercions cannot be encoded). */
const count = z.number().int();
const statisticLineSchema = z.object({
  player_id: count,
  name: z.string(),
  goals: count,
  assists: count,
  yellow_cards: count,
  red_cards: count,
  direct_red: count,
  simple_injuries: count,
  serious_injuries: count,
  mvp: count,
});

const versionSchema = z.object({
  score_home: z.number().int(),
  score_away: z.number().int(),
  statistics: z.array(statisticLineSchema),
});

/** GET /games/{id}/report: the match, its latest report with both versions, and the evidence's ids. */
export const matchReportResponseSchema = z.object({
  match: z.object({
    id: z.number().int(),
    tournament: tournamentRefSchema,
    stage: z.number().int(),
    stage_name: z.string(),
    team_home: namedRefSchema.extend({ user_id: z.number().int().nullable() }),
    team_away: namedRefSchema.extend({ user_id: z.number().int().nullable() }),
    score_home: z.number().int(),
    score_away: z.number().int(),
    state: stateSchema,
    state_label: z.string(),
    starts_at: z.string().nullable(),
    deadline_at: z.string().nullable(),
  }),
  report: z
    .object({
      id: z.number().int(),
      state: z.string(),
      reported_by: namedRefSchema,
      team_id: z.number().int(),
      reported_at: z.string(),
      confirm_by: z.string(),
      reported: versionSchema,
      dispute: versionSchema.extend({ comment: z.string(), by: namedRefSchema }).nullable(),
      decided_at: z.string().nullable(),
      decided_by: z.string().nullable(),
    })
    .nullable(),
  evidence: z.array(z.object({ id: z.number().int(), url: z.string(), content_type: z.string(), size: z.number().int() })),
});
export type MatchReportResponse = z.infer<typeof matchReportResponseSchema>;

import { z } from 'zod';
import { namedRefSchema } from '../common/common.schema';
import { tournamentRefSchema } from '../competition/competition.responses';
import { CORE_MSG } from '../core/core.messages';
import { SEASON_MSG } from './season.messages';

/** The closing of a tournament: its preview and, once closed, what it paid (docs/decisions/025-season-close-and-rollover.md). */
export const closingLineSchema = z.object({
  team: namedRefSchema,
  manager: namedRefSchema.nullable(),
  position: z.number().int(),
  prize: z.number(),
  objective: z.number().int().nullable(),
  table_position: z.number().int().nullable(),
  objective_amount: z.number(),
  total: z.number(),
});
export type ClosingLineView = z.infer<typeof closingLineSchema>;

export const closingSchema = z.object({
  tournament: tournamentRefSchema,
  season: namedRefSchema,
  finished: z.boolean(),
  closed: z.object({ at: z.string(), by: namedRefSchema.nullable() }).nullable(),
  lines: z.array(closingLineSchema),
  total: z.number(),
  prizes: z.number().int(),
  prizes_limit: z.number().int(),
  /** Why it cannot be closed now (Spanish), empty when it can. */
  problems: z.array(z.string()),
});
export type Closing = z.infer<typeof closingSchema>;
export const closeTournamentResponseSchema = closingSchema.extend({ message: z.string() });

const objective = z.coerce
  .number({ message: SEASON_MSG.objectiveInvalid })
  .int(SEASON_MSG.objectiveInvalid)
  .min(1, SEASON_MSG.objectiveInvalid)
  .max(30, SEASON_MSG.objectiveInvalid);
/** `PUT /seasons/{id}/objectives`: the position each team is asked to reach; null removes it. */
export const objectivesBody = z.object({
  objectives: z.array(z.object({ team_id: z.number().int().positive(), objective: objective.nullable() })).max(200),
});
export type ObjectivesBody = z.infer<typeof objectivesBody>;
export const objectivesResponseSchema = z.object({
  id_season: z.number().int(),
  data: z.array(z.object({ team: namedRefSchema, division: z.string().nullable(), objective: z.number().int().nullable() })),
});
export type ObjectivesResponse = z.infer<typeof objectivesResponseSchema>;
export const objectivesSavedSchema = objectivesResponseSchema.extend({ message: z.string() });

const dateTime = (message: string) => z.string({ message }).refine((s) => !Number.isNaN(Date.parse(s)), message);

/** `POST /seasons/{id}/rollover`: the new season's name and start (the market gate counts from it). */
export const rolloverBody = z.object({
  name: z.string({ message: CORE_MSG.seasonNameRequired }).trim().min(1, CORE_MSG.seasonNameRequired).max(100, CORE_MSG.seasonNameRequired),
  start_date: dateTime(SEASON_MSG.rolloverStartRequired),
});
export type RolloverBody = z.infer<typeof rolloverBody>;

export const rolloverPreviewSchema = z.object({
  season: namedRefSchema,
  rolled: z.object({ into: namedRefSchema, at: z.string() }).nullable(),
  tournaments: z.array(z.object({ name: z.string(), type: z.string(), closed: z.boolean() })),
  players: z.number().int(),
  unblocked: z.number().int(),
  at_max_age: z.number().int(),
  counters: z.array(z.object({ counter: z.string(), label: z.string(), current: z.number().int(), after: z.number().int() })),
  fixtures: z.array(z.object({ division: z.string(), teams: z.number().int(), generated: z.boolean() })),
  problems: z.array(z.string()),
});
export type RolloverPreview = z.infer<typeof rolloverPreviewSchema>;
export const rolloverResponseSchema = z.object({ message: z.string(), season: namedRefSchema, notes: z.array(z.string()) });

/** The user's calendar link: whether one is active; the secret URL only in the answer that creates it. */
export const calendarTokenSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  url: z.string().optional(),
  message: z.string().optional(),
});
export type CalendarToken = z.infer<typeof calendarTokenSchema>;
export const calendarFileParams = z.object({ file: z.string().max(200) });
export const calendarFileSchema = z.string();

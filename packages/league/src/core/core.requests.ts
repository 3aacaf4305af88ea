import { z } from 'zod';
import { emailField, nameField, passwordField, roleSchema } from '../accounts/accounts.schema';
import { idSchema, listQuerySchema, optionalParam, pageNumberSchema } from '../common/common.schema';
import { DIVISIONS, MONEY_MAX, PLAYER_ABILITY_MAX, PLAYER_ABILITY_MIN, PLAYER_AGE_MAX, PLAYER_AGE_MIN, PLAYER_STATUSES } from '../constants';
import { MSG } from '../messages';
import { auditReasonField } from '../audit/audit.schema';
import { CORE_MSG } from './core.messages';
import { playerFilterFields, rangesInOrder } from '../players/players-filter.schema';

// Form inputs may arrive as numeric strings; accept '12' but never '', null or '1.5'.
const intString = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
const int = (message: string) => z.preprocess(intString, z.number({ message }).int(message).refine(Number.isSafeInteger, message));
const ranged = (min: number, max: number, message: string) => int(message).pipe(z.number().min(min, message).max(max, message));
const optionalId = (message: string) => z.preprocess((v) => (v === '' ? null : v), idSchema(message).nullable());

// ---- Users (000 §2 user form, §7 /users)
/** `POST /users` (Admin): the user typed in the form, with an optional initial budget. */
export const userCreateBodySchema = z
  .object({
    name: nameField,
    email: emailField,
    rol: roleSchema.default('visitante'),
    profits: int(CORE_MSG.budgetInvalid).pipe(z.number().min(0, CORE_MSG.budgetNegative).max(MONEY_MAX, MSG.budgetAboveMax)).optional(),
    password: passwordField,
    password_confirmation: z.string({ message: MSG.passwordConfirmRequired }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.passwordMismatch });
  });
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/**
 * `PUT /users/{id}`. Admin may send any field; anybody else only their own password and its
 * confirmation (the service refuses the rest with 403). `profits` sets the budget, `budget_change`
 * adds (or subtracts) to it; both go through the ledger. Empty password = unchanged.
 */
export const userUpdateBodySchema = z
  .object({
    name: nameField.optional(),
    email: emailField.optional(),
    rol: z.enum(roleSchema.options, { message: CORE_MSG.roleInvalid }).optional(),
    profits: int(CORE_MSG.budgetInvalid).pipe(z.number().max(MONEY_MAX, MSG.budgetAboveMax)).optional(),
    /**
     * The `version` of the user as the writer read it: `profits` moves the budget only with it, and
     * only if the budget has not moved since (docs/decisions/017); without it `profits` moves nothing.
     */
    version: int(CORE_MSG.versionInvalid).pipe(z.number().min(0, CORE_MSG.versionInvalid)).optional(),
    budget_change: int(CORE_MSG.budgetInvalid).pipe(z.number().min(-MONEY_MAX, MSG.moneyTooLarge).max(MONEY_MAX, MSG.moneyTooLarge)).optional(),
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField.optional()),
    password_confirmation: z.string().nullable().optional(),
    /** Why the budget moves: required when it does (docs/decisions/022-audit-log.md); kept in the audit log. */
    reason: auditReasonField,
  })
  .superRefine((v, ctx) => {
    if (v.password !== undefined && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.passwordMismatch });
    }
  });
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;
export type UserUpdateInput = z.input<typeof userUpdateBodySchema>;

// ---- Players (000 §2 player form, §5 bounds)
const playerStatusInput = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(PLAYER_STATUSES, { message: CORE_MSG.statusInvalid }).optional(),
);

const playerFields = z.object({
  name: z.string({ message: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(100, 'El nombre no puede tener más de 100 caracteres.'),
  id_team: idSchema(CORE_MSG.teamRequired),
  /** Empty means unchanged (000 §4). */
  status: playerStatusInput,
  value: int(CORE_MSG.valueInvalid).pipe(z.number().min(0, CORE_MSG.valueInvalid).max(MONEY_MAX, MSG.moneyTooLarge)),
  ca: ranged(PLAYER_ABILITY_MIN, PLAYER_ABILITY_MAX, CORE_MSG.caRange),
  pa: ranged(PLAYER_ABILITY_MIN, PLAYER_ABILITY_MAX, CORE_MSG.paRange),
  age: ranged(PLAYER_AGE_MIN, PLAYER_AGE_MAX, CORE_MSG.ageRange),
});
const paNotBelowCa = (v: { ca?: number; pa?: number }, ctx: z.RefinementCtx) => {
  if (typeof v.ca === 'number' && typeof v.pa === 'number' && v.pa < v.ca) ctx.addIssue({ code: 'custom', path: ['pa'], message: CORE_MSG.paBelowCa });
};

/** `POST /players` (Admin, Organizador). A new player without a team goes to the free agents. */
export const playerCreateBodySchema = playerFields.extend({ id_team: playerFields.shape.id_team.optional() }).superRefine(paNotBelowCa);
export type PlayerCreateBody = z.infer<typeof playerCreateBodySchema>;

/** `PUT /players/{id}` (Admin, Organizador): the same fields, all of them. */
export const playerUpdateBodySchema = playerFields.superRefine(paNotBelowCa);
export type PlayerUpdateBody = z.infer<typeof playerUpdateBodySchema>;
export type PlayerBodyInput = z.input<typeof playerUpdateBodySchema>;

/**
 * `GET /players`: the list query plus an optional team filter (pickers of one team's players) and
 * the market filters and sorting (docs/decisions/035-market-filters-and-watchlist.md).
 */
export const playersQuerySchema = listQuerySchema
  .extend({
    id_team: optionalParam(idSchema()),
    ...playerFilterFields,
  })
  .superRefine(rangesInOrder);
export type PlayersQuery = z.infer<typeof playersQuerySchema>;

/** `GET /players/filter-by-division`: every outside/free-agent player, or a page when `page` is sent. */
export const outsidePlayersQuerySchema = listQuerySchema.extend({
  page: optionalParam(pageNumberSchema()),
});

export const playerNameQuerySchema = z.object({
  name: z.string({ message: CORE_MSG.searchTooShort }).trim().min(1, CORE_MSG.searchTooShort).max(100),
});

// ---- Teams (000 §2 team form, §7 PUT/POST /teams)
export const teamBodySchema = z.object({
  name: z.string({ message: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(100, 'El nombre no puede tener más de 100 caracteres.'),
  division: z.preprocess((v) => (v === '' ? null : v), z.enum(DIVISIONS, { message: CORE_MSG.divisionInvalid }).nullable()),
  id_user: optionalId(CORE_MSG.managerMissing).optional(),
});
export type TeamBody = z.infer<typeof teamBodySchema>;
export type TeamBodyInput = z.input<typeof teamBodySchema>;

// ---- Seasons (DECISIONS, seasons)
const dateTime = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ message }).refine((s) => !Number.isNaN(Date.parse(s)), message),
  );

export const seasonBodySchema = z
  .object({
    name: z.string({ message: CORE_MSG.seasonNameRequired }).trim().min(1, CORE_MSG.seasonNameRequired).max(100),
    start_date: dateTime(CORE_MSG.startDateInvalid),
    end_date: z.preprocess((v) => (v === '' ? null : v), dateTime(CORE_MSG.endDateInvalid).nullable().optional()),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.end_date && Date.parse(v.end_date) <= Date.parse(v.start_date))
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: CORE_MSG.endBeforeStart });
  });
export type SeasonBody = z.infer<typeof seasonBodySchema>;

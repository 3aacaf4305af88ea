/** Business constants from the specification, in one place (000 §9, 001 §9). */

export const DIVISIONS = ['Primera', 'Segunda'] as const;
export type Division = (typeof DIVISIONS)[number];
/** The two divisions by name, for screens and rules that name one (a division is data, not a label). */
export const [PRIMERA, SEGUNDA] = DIVISIONS;

export const ROLES = ['Admin', 'Organizador', 'Manager Primera', 'Manager Segunda', 'En lista de espera', 'visitante'] as const;
export type Role = (typeof ROLES)[number];

/** How a role reads on screen ('visitante' shows as 'Otro'). */
export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Admin',
  Organizador: 'Organizador',
  'Manager Primera': 'Manager Primera',
  'Manager Segunda': 'Manager Segunda',
  'En lista de espera': 'En lista de espera',
  visitante: 'Otro',
};

export const PLAYER_STATUSES = ['liberado', 'bloqueado', 'registrado', 'restringido'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
// A bet's active flag keeps the documents' words.
export type OnOff = 'on' | 'off';
export const MATCH_STATUSES = ['pending', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const TOURNAMENT_TYPES = ['PD', 'SD', 'UCL', 'UEL', 'CFM'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];
export const LEAGUE_TOURNAMENT_TYPES: readonly TournamentType[] = ['PD', 'SD'];

export const BET_OPTIONS = ['Home', 'Away', 'Draw', 'Over', 'Under'] as const;
export type BetOption = (typeof BET_OPTIONS)[number];

/** Ids that hold in the demo league; code refers to them through settings. */
export const DEFAULT_FREE_AGENT_TEAM_ID = 61;
export const DEFAULT_SEASON_ID = 57;

export const NOTIFICATION_MS = 8000;
export const TOKEN_STORAGE_KEY = 'ACCESS_TOKEN';
/** The scheme of the Authorization header that carries that token. */
export const AUTH_SCHEME = 'Bearer';
/** The browser's own id, made once and kept across logins (docs/decisions/030-signals-for-staff.md). */
export const DEVICE_ID_STORAGE_KEY = 'DEVICE_ID';
export const INITIAL_PAGE = 1;
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** `GET /traspasos` pages as the old server did: the documents' client reads one page whole (docs/decisions/017). */
export const TRANSFER_HISTORY_PAGE_SIZE = 250;

export const DATE_FORMAT = 'DD-MM-YYYY HH:mm:ss';
export const MATCH_DATE_FORMAT = 'DD/MM/YY HH:mm:ss';
export const DEFAULT_LEAGUE_TZ = 'America/Argentina/Buenos_Aires';

/** Clause reveal windows end at these hours of the league's day. */
export const REVEAL_HOURS = [1, 10, 18] as const;
export const CLAUSE_MIN_FACTOR = 1;
export const CLAUSE_MAX_FACTOR = 2;
export const CLAUSE_DURATION_HOURS = 6;
export const MAX_PLAYERS_LOST_BY_CLAUSE = 6;

/**
 * The largest budget or amount of money, in pesos (10^15; docs/decisions/006). Money is held as
 * bigint in the database and as JS numbers elsewhere, exact only up to 2^53 (~9 * 10^15): with
 * every budget and amount at most this, their sums in one operation stay exact too.
 */
export const MONEY_MAX = 1_000_000_000_000_000;

export const BET_MIN_AMOUNT = 1_000_000;
export const BET_MAX_AMOUNT = 15_000_000;

export const AUCTION_MIN_RAISE = 1_000_000;
export const AUCTION_START_FACTOR = 0.5;
export const AUCTION_DURATION_HOURS = 12;

export const MARKET_GATE_HOURS = 4;
export const MAX_PRIZES_PER_BATCH = 14;
export const TOP_LIST_SIZE = 20;

export const TEAMS_PER_DIVISION = 14;
export const FIXTURE_ROUNDS = 13;
export const LEAGUE_PRIZES_PRIMERA = { champion: 150_000_000, runnerUp: 120_000_000 } as const;
export const OBJECTIVE_STEP_AMOUNT = 10_000_000;
export const LOCKS_PER_TEAM = 4;
export const SQUAD_SENIOR_LIMIT = 18;
export const SQUAD_YOUTH_LIMIT = 6;
export const SENIOR_AGE_OVER = 20;
export const SQUAD_BEST_FOR_AVERAGE = 16;
export const CA_AVERAGE_LIMIT: Record<Division, number> = { Primera: 160, Segunda: 153 };

export const NAME_MAX = 55;
/** Passwords set from now on (decision 015); a stored shorter one keeps working. */
export const PASSWORD_MIN = 10;
/** A new password may not be one of this many most used ones (decision 015). */
export const COMMON_PASSWORDS_REFUSED = 10_000;
export const PLAYER_AGE_MIN = 14;
export const PLAYER_AGE_MAX = 50;
export const PLAYER_ABILITY_MIN = 1;
export const PLAYER_ABILITY_MAX = 200;

/** The model the documents' client names when it asks the assistant (POST /chatbot). */
export const ASSISTANT_MODEL = 'gpt-3.5-turbo';

/** Suspensions of 001 §9: the rulebook and suspensions.rules.ts read the same numbers. */
export const LEAGUE_YELLOWS_ONE_ROUND = 3;
export const LEAGUE_YELLOWS_TWO_ROUNDS = 6;
export const CUP_YELLOWS_PER_SUSPENSION = 2;
export const RED_CARD_ROUNDS = 1;
export const DIRECT_RED_ROUNDS = 2;
export const INJURY_ROUNDS = 1;
export const SERIOUS_INJURY_ROUNDS = 2;
/** The assistant: longest message a user may send, and how many past messages give context. */
export const CHAT_MESSAGE_MAX = 500;
export const CHAT_HISTORY_CONTEXT = 12;

import {
  AUCTION_DURATION_HOURS,
  AUCTION_MIN_RAISE,
  AUCTION_START_FACTOR,
  BET_MAX_AMOUNT,
  BET_MIN_AMOUNT,
  CA_AVERAGE_LIMIT,
  CLAUSE_MAX_FACTOR,
  CLAUSE_MIN_FACTOR,
  LOCKS_PER_TEAM,
  MARKET_GATE_HOURS,
  MAX_PLAYERS_LOST_BY_CLAUSE,
  MAX_PRIZES_PER_BATCH,
  LEAGUE_PRIZES_PRIMERA,
  OBJECTIVE_STEP_AMOUNT,
  type TournamentType,
  REVEAL_HOURS,
  SQUAD_SENIOR_LIMIT,
  SQUAD_YOUTH_LIMIT,
  type Division,
} from '../constants';

/**
 * The league's own market rules, one set per season (DECISIONS, 'The league's own rules as
 * settings'). The defaults are the documents' values (001 §9 and the rulebook); an Admin changes
 * them per season and the server enforces the set in force. Names are the wire names.
 */
export type SeasonRules = {
  /** Clause rounds reveal (and resolve) at these hours of the league's day. */
  reveal_hours: number[];
  clause_min_factor: number;
  clause_max_factor: number;
  /** A tie at the reveal extends the round by this many hours. */
  tie_extension_hours: number;
  /** Players a team may lose by clause in one season. */
  max_clause_losses: number;
  blocks_per_team: number;
  auction_hours: number;
  auction_min_raise: number;
  /** The first bid is at least this fraction of the player's value. */
  auction_start_factor: number;
  /** Auctions a team may open in one season, and how many of them on players over 20. */
  auctions_per_team: number;
  auctions_over_20_per_team: number;
  bet_min: number;
  bet_max: number;
  prizes_per_batch: number;
  players_per_transfer: number;
  squad_senior_max: number;
  squad_youth_max: number;
  ca_limit_primera: number;
  ca_limit_segunda: number;
  /** Transfers and new auctions open this many hours after the season starts. */
  market_gate_hours: number;
  /** 'fixed': bidding ends auction_hours after the first bid (documents); 'soft': a bid in the last hour moves the end (rulebook). */
  auction_close: AuctionClose;
  /** 'admin': an Admin confirms the winner (documents); 'auto': the server settles it at the end. */
  auction_settlement: AuctionSettlement;
  /** Squad actions on /plantel (decision 041): blocks of a season that cost nothing (the first one). */
  block_free_per_season: number;
  /** A player of this CA or more costs the higher block price (180–200; over 200 too). */
  block_high_ca: number;
  block_cost_high_primera: number;
  block_cost_high_segunda: number;
  block_cost_low_primera: number;
  block_cost_low_segunda: number;
  /** A released player's value times this is credited to his team's manager (0.6: 60%). */
  release_factor: number;
  /** No money pump (decision 013): a released player cannot return in the season to the team that released him. */
  release_no_return: boolean;
  /** No money pump (decision 013): a release pays at most what the team paid for him if he arrived this season. */
  release_capped_by_price: boolean;
  /** Pesos per unit of Football Manager's currency when FM values are imported (decision 019): 1 makes "€1.2M" $ 1.200.000. */
  fm_value_factor: number;
  /**
   * How a transfer between managers that the other party confirmed becomes final (decision 023):
   * 'none' at once, 'staff' after staff approve it, 'objection' when trade_objection_hours pass
   * without a veto (silence means consent). Money and players move only when it is final.
   */
  trade_review: TradeReview;
  trade_objection_hours: number;
  /** Hours the opponent has to confirm or dispute a reported result before the server confirms it (docs/decisions/024). */
  result_confirm_hours: number;
  /** Goals of the winner of a walkover (the rulebook's 3–0); the loser scores none. */
  walkover_goals: number;
  /**
   * What closing a tournament pays by final position (docs/decisions/025-season-close-and-rollover.md):
   * per tournament kind, the amounts of positions 1, 2, … (the rulebook's Primera champion 150M, second 120M).
   */
  prize_table: PrizeTable;
  /** Each position a team finishes above (below) its objective adds (takes) this much at the close. */
  objective_step: number;
};

export type PrizeTable = Record<TournamentType, number[]>;

export const AUCTION_CLOSE_MODES = ['fixed', 'soft'] as const;
export type AuctionClose = (typeof AUCTION_CLOSE_MODES)[number];
export const AUCTION_SETTLEMENT_MODES = ['admin', 'auto'] as const;
export type AuctionSettlement = (typeof AUCTION_SETTLEMENT_MODES)[number];
export const TRADE_REVIEW_MODES = ['none', 'staff', 'objection'] as const;
export type TradeReview = (typeof TRADE_REVIEW_MODES)[number];

export const DEFAULT_SEASON_RULES: Readonly<SeasonRules> = Object.freeze({
  reveal_hours: [...REVEAL_HOURS],
  clause_min_factor: CLAUSE_MIN_FACTOR,
  clause_max_factor: CLAUSE_MAX_FACTOR,
  tie_extension_hours: 3,
  max_clause_losses: MAX_PLAYERS_LOST_BY_CLAUSE,
  blocks_per_team: LOCKS_PER_TEAM,
  auction_hours: AUCTION_DURATION_HOURS,
  auction_min_raise: AUCTION_MIN_RAISE,
  auction_start_factor: AUCTION_START_FACTOR,
  auctions_per_team: 4,
  auctions_over_20_per_team: 2,
  bet_min: BET_MIN_AMOUNT,
  bet_max: BET_MAX_AMOUNT,
  prizes_per_batch: MAX_PRIZES_PER_BATCH,
  players_per_transfer: 2,
  squad_senior_max: SQUAD_SENIOR_LIMIT,
  squad_youth_max: SQUAD_YOUTH_LIMIT,
  ca_limit_primera: CA_AVERAGE_LIMIT.Primera,
  ca_limit_segunda: CA_AVERAGE_LIMIT.Segunda,
  market_gate_hours: MARKET_GATE_HOURS,
  auction_close: 'fixed',
  auction_settlement: 'admin',
  block_free_per_season: 1,
  block_high_ca: 180,
  block_cost_high_primera: 60_000_000,
  block_cost_high_segunda: 85_000_000,
  block_cost_low_primera: 40_000_000,
  block_cost_low_segunda: 60_000_000,
  release_factor: 0.6,
  release_no_return: true,
  release_capped_by_price: true,
  fm_value_factor: 1,
  trade_review: 'none',
  trade_objection_hours: 24,
  result_confirm_hours: 24,
  walkover_goals: 3,
  prize_table: { PD: [LEAGUE_PRIZES_PRIMERA.champion, LEAGUE_PRIZES_PRIMERA.runnerUp], SD: [], UCL: [], UEL: [], CFM: [] },
  objective_step: OBJECTIVE_STEP_AMOUNT,
});

/** The CA limit of the best 16 for a division, by the rules in force. */
export function caLimit(division: Division, rules: SeasonRules): number {
  return division === 'Primera' ? rules.ca_limit_primera : rules.ca_limit_segunda;
}

/** Labels of the Admin screen and the rulebook, in the order they are shown. */
export const SEASON_RULE_LABELS: Record<keyof SeasonRules, string> = {
  reveal_hours: 'Horas de revelación de cláusulas',
  clause_min_factor: 'Cláusula: mínimo (veces el valor)',
  clause_max_factor: 'Cláusula: máximo (veces el valor)',
  tie_extension_hours: 'Prórroga por empate (horas)',
  max_clause_losses: 'Jugadores que un equipo puede perder por cláusula',
  blocks_per_team: 'Bloqueos por equipo',
  auction_hours: 'Duración de la subasta (horas)',
  auction_min_raise: 'Aumento mínimo de puja',
  auction_start_factor: 'Primera puja mínima (fracción del valor)',
  auctions_per_team: 'Subastas por equipo y temporada',
  auctions_over_20_per_team: 'De ellas, sobre jugadores mayores de 20',
  bet_min: 'Apuesta mínima',
  bet_max: 'Apuesta máxima',
  prizes_per_batch: 'Premios por tanda o por cierre de torneo',
  players_per_transfer: 'Jugadores por transferencia',
  squad_senior_max: 'Plantel: mayores de 20',
  squad_youth_max: 'Plantel: juveniles',
  ca_limit_primera: 'Límite de CA (mejores 16) en Primera',
  ca_limit_segunda: 'Límite de CA (mejores 16) en Segunda',
  market_gate_hours: 'El mercado abre (horas después del inicio)',
  auction_close: 'Cierre de las subastas',
  auction_settlement: 'Adjudicación de las subastas',
  block_free_per_season: 'Bloqueos sin costo por temporada',
  block_high_ca: 'CA desde el que un bloqueo cuesta más',
  block_cost_high_primera: 'Bloqueo de CA alto en Primera',
  block_cost_high_segunda: 'Bloqueo de CA alto en Segunda',
  block_cost_low_primera: 'Bloqueo de CA bajo en Primera',
  block_cost_low_segunda: 'Bloqueo de CA bajo en Segunda',
  release_factor: 'Liberar: fracción del valor que cobra el equipo',
  release_no_return: 'Un jugador liberado no vuelve en la temporada al equipo que lo liberó',
  release_capped_by_price: 'Liberar paga a lo sumo lo que el equipo pagó por él esta temporada',
  fm_value_factor: 'Importar de FM: pesos por unidad de la moneda de FM',
  trade_review: 'Revisión de transferencias entre managers',
  trade_objection_hours: 'Ventana de objeciones (horas)',
  result_confirm_hours: 'Horas para confirmar o disputar un resultado reportado',
  walkover_goals: 'Goles del ganador por walkover',
  prize_table: 'Premios del cierre por torneo y posición',
  objective_step: 'Objetivos: monto por puesto de diferencia',
};

/** How the choices of the two auction settings read on screen. */
export const AUCTION_CLOSE_LABELS: Record<AuctionClose, string> = {
  fixed: 'Fijo: a las horas de duración de la primera puja',
  soft: 'Con prórroga: una puja en la última hora la extiende (hasta 5 horas)',
};
export const TRADE_REVIEW_LABELS: Record<TradeReview, string> = {
  none: 'Sin revisión: firme al confirmarla la otra parte',
  staff: 'La aprueba la organización',
  objection: 'Ventana de objeciones: firme si nadie la veta',
};
export const AUCTION_SETTLEMENT_LABELS: Record<AuctionSettlement, string> = {
  admin: 'La confirma un Admin',
  auto: 'Automática al cierre',
};

import { describe, expect, it } from 'vitest';
import { buildRulebook, rulebookText } from '../rulebook/rulebook';
import { squadWarnings, type SquadStats } from './squad/squad.rules';
import { clauseLossesReached, clauseRange, validateClauseTotal } from './offers/offers.rules';
import { auctionEndAfterBid, auctionEndsAt, isMarketOpen, marketOpensAt } from './gates.rules';
import { prizeBatchError } from '../competition/prizes.rules';
import { auctionLimitError } from './auctions/auctions.rules';
import { transferPlayersError } from './transfers/transfers.rules';
import { defaultBetAmount, validateBetAmount } from '../bets/stakes-and-odds.rules';
import { minimumFirstBid, minimumNextBid, validateBid } from './auctions/bids.rules';
import { revealTime } from './offers/offers.rules';
import { caLimit, DEFAULT_SEASON_RULES, type SeasonRules } from './season-rules';
import { resolveSeasonRules, seasonRulesBodySchema } from './season-rules.schema';

const rules = (over: Partial<SeasonRules>): SeasonRules => ({ ...DEFAULT_SEASON_RULES, ...over });
const TZ = 'America/Argentina/Buenos_Aires';
const HOUR = 3_600_000;

describe("DEFAULT_SEASON_RULES: the documents' values", () => {
  it('holds every number of 001 §9 and the rulebook as a setting', () => {
    expect(DEFAULT_SEASON_RULES).toEqual({
      reveal_hours: [1, 10, 18],
      clause_min_factor: 1,
      clause_max_factor: 2,
      tie_extension_hours: 3,
      max_clause_losses: 6,
      blocks_per_team: 4,
      auction_hours: 12,
      auction_min_raise: 1_000_000,
      auction_start_factor: 0.5,
      auctions_per_team: 4,
      auctions_over_20_per_team: 2,
      bet_min: 1_000_000,
      bet_max: 15_000_000,
      prizes_per_batch: 14,
      players_per_transfer: 2,
      squad_senior_max: 18,
      squad_youth_max: 6,
      ca_limit_primera: 160,
      ca_limit_segunda: 153,
      market_gate_hours: 4,
      auction_close: 'fixed',
      auction_settlement: 'admin',
      // Squad actions on /plantel (decision 041).
      block_free_per_season: 1,
      block_high_ca: 180,
      block_cost_high_primera: 60_000_000,
      block_cost_high_segunda: 85_000_000,
      block_cost_low_primera: 40_000_000,
      block_cost_low_segunda: 60_000_000,
      release_factor: 0.6,
      // Decision 013: no money pump.
      release_no_return: true,
      release_capped_by_price: true,
      // Football Manager's values in pesos (decision 019).
      fm_value_factor: 1,
      // Trade review (decision 023): none, as before.
      trade_review: 'none',
      trade_objection_hours: 24,
      result_confirm_hours: 24,
      walkover_goals: 3,
      // Closing a tournament (decision 025): the rulebook's Primera champion 150M and second 120M; ±10M per objective step.
      prize_table: { PD: [150_000_000, 120_000_000], SD: [], UCL: [], UEL: [], CFM: [] },
      objective_step: 10_000_000,
    });
  });
  it('a prize table sent for some kinds keeps the others; a bad amount falls back to the default table', () => {
    const parsed = seasonRulesBodySchema.parse({ prize_table: { UCL: [80_000_000, 40_000_000] } });
    expect(parsed.prize_table).toEqual({ PD: [150_000_000, 120_000_000], SD: [], UCL: [80_000_000, 40_000_000], UEL: [], CFM: [] });
    expect(seasonRulesBodySchema.safeParse({ prize_table: { PD: [-1] } }).success).toBe(false);
    expect(resolveSeasonRules({ prize_table: { PD: ['x'] } }).prize_table.PD).toEqual([150_000_000, 120_000_000]);
  });
});

describe('seasonRulesBodySchema', () => {
  it.each([
    [{ bet_min: 2_000_000, bet_max: 1_000_000 }, 'bet_max', 'La apuesta máxima no puede ser menor que la mínima.'],
    [{ clause_min_factor: 2.5, clause_max_factor: 2 }, 'clause_max_factor', 'El máximo de la cláusula no puede ser menor que el mínimo.'],
    [
      { auctions_per_team: 2, auctions_over_20_per_team: 3 },
      'auctions_over_20_per_team',
      'Las subastas sobre mayores de 20 no pueden superar el total de subastas por equipo.',
    ],
    [{ reveal_hours: [1, 1] }, 'reveal_hours', 'No repitas horas de revelación.'],
    [{ reveal_hours: [] }, 'reveal_hours', 'Elegí entre 1 y 6 horas de revelación (de 0 a 23).'],
    [{ reveal_hours: [24] }, 'reveal_hours', 'Debe ser un número entero entre 0 y 23.'],
    [{ max_clause_losses: -1 }, 'max_clause_losses', 'Debe ser un número entero entre 0 y 100.'],
    [{ auction_hours: 0 }, 'auction_hours', 'Debe ser un número entero entre 1 y 240.'],
    [{ auction_min_raise: 1.5 }, 'auction_min_raise', 'Debe ser un número entero entre 1 y 1000000000000.'],
    [{ players_per_transfer: 'x' }, 'players_per_transfer', 'Debe ser un número entero entre 1 y 30.'],
    [{ auction_close: 'late' }, 'auction_close', "Elegí 'fixed' (cierre fijo) o 'soft' (con prórroga)."],
    [{ auction_settlement: 'x' }, 'auction_settlement', "Elegí 'admin' (la confirma un Admin) o 'auto' (automática)."],
    [{ release_no_return: 'sí' }, 'release_no_return', 'Tiene que ser sí o no (true o false).'],
    [{ release_capped_by_price: 1 }, 'release_capped_by_price', 'Tiene que ser sí o no (true o false).'],
  ])('refuses %j on %s', (body, field, message) => {
    const parsed = seasonRulesBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('accepts boundaries and sorts reveal hours', () => {
    const parsed = seasonRulesBodySchema.parse({ reveal_hours: [18, 0, 23], auction_hours: 1, max_clause_losses: 0, bet_min: 5, bet_max: 5 });
    expect(parsed).toEqual({ reveal_hours: [0, 18, 23], auction_hours: 1, max_clause_losses: 0, bet_min: 5, bet_max: 5 });
  });
});

describe('resolveSeasonRules', () => {
  it('takes stored values over the defaults and drops what no longer passes', () => {
    expect(resolveSeasonRules(null)).toEqual(DEFAULT_SEASON_RULES);
    expect(resolveSeasonRules({ max_clause_losses: 2, bet_max: 'x', unknown: 1 })).toEqual(rules({ max_clause_losses: 2 }));
    // An inconsistent pair falls back to both defaults.
    expect(resolveSeasonRules({ bet_min: 20_000_000 })).toEqual(DEFAULT_SEASON_RULES);
    // The money pump settings can be turned off per season (decision 013).
    expect(resolveSeasonRules({ release_no_return: false, release_capped_by_price: 'no' })).toEqual(rules({ release_no_return: false }));
  });
});

describe('rules with settings', () => {
  it.each([
    [DEFAULT_SEASON_RULES, 10_000_000, { min: 10_000_000, max: 20_000_000 }],
    [rules({ clause_min_factor: 1.5, clause_max_factor: 3 }), 10_000_000, { min: 15_000_000, max: 30_000_000 }],
    [rules({ clause_max_factor: 1.25 }), 3, { min: 3, max: 3 }],
  ])('clauseRange(%#)', (r, value, range) => expect(clauseRange(value, r)).toEqual(range));

  it.each([
    [DEFAULT_SEASON_RULES, 10_000_000, true],
    [DEFAULT_SEASON_RULES, 10_000_001, false],
    [rules({ clause_max_factor: 1.5 }), 5_000_000, true],
    [rules({ clause_max_factor: 1.5 }), 5_000_001, false],
    [rules({ clause_min_factor: 1.2 }), 1_999_999, false],
    [rules({ clause_min_factor: 1.2 }), 2_000_000, true],
  ])('validateClauseTotal(%#) on a 10M player with extra %i -> ok %s', (r, extra, ok) => {
    expect(validateClauseTotal({ playerValue: 10_000_000, total: 10_000_000 + extra }, r) === null).toBe(ok);
  });
  it('names the range when the minimum factor is above 1x', () => {
    expect(validateClauseTotal({ playerValue: 10_000_000, total: 10_000_000 }, rules({ clause_min_factor: 1.2 }))).toBe(
      'El monto de la cláusula debe estar entre $ 12.000.000 y $ 20.000.000.',
    );
  });

  it.each([
    [6, 0, false],
    [6, 5, false],
    [6, 6, true],
    [2, 2, true],
    [2, 1, false],
    [0, 0, true],
  ])('losses: max %i, lost %i -> reached %s', (max, lost, reached) => {
    expect(clauseLossesReached(lost, rules({ max_clause_losses: max }))).toBe(reached);
  });

  it('gates and auction end follow the hours set', () => {
    const start = new Date('2026-08-01T12:00:00Z');
    expect(marketOpensAt(start, rules({ market_gate_hours: 0 }))).toEqual(start);
    expect(marketOpensAt(start, rules({ market_gate_hours: 6 })).getTime()).toBe(start.getTime() + 6 * HOUR);
    expect(isMarketOpen(start, new Date(start.getTime() + 6 * HOUR - 1), rules({ market_gate_hours: 6 }))).toBe(false);
    expect(isMarketOpen(start, new Date(start.getTime() + 6 * HOUR), rules({ market_gate_hours: 6 }))).toBe(true);
    expect(auctionEndsAt(start, rules({ auction_hours: 24 })).getTime()).toBe(start.getTime() + 24 * HOUR);
    expect(auctionEndsAt(start, DEFAULT_SEASON_RULES).getTime()).toBe(start.getTime() + 12 * HOUR);
  });

  describe('auctionEndAfterBid', () => {
    const first = new Date('2026-08-01T00:00:00Z');
    const end = new Date(first.getTime() + 12 * HOUR);
    const soft = rules({ auction_close: 'soft' });
    const at = (h: number) => new Date(first.getTime() + h * HOUR);
    it.each([
      ['fixed close never moves', DEFAULT_SEASON_RULES, end, 11.5, 12],
      ['soft, a bid before the last hour', soft, end, 10.99, 12],
      ['soft, a bid exactly an hour before the end', soft, end, 11, 12],
      ['soft, a bid in the last hour', soft, end, 11.5, 12.5],
      ['soft, a bid at the last moment of an extension', soft, at(15.9), 15.9, 16.9],
      ['soft, capped at 5 h past the original end', soft, at(16.8), 16.8, 17],
      ['soft, at the cap it stays', soft, at(17), 16.99, 17],
    ])('%s', (_, r, endsAt, bidH, expectedH) => {
      expect(auctionEndAfterBid({ firstBidAt: first, endsAt, bidAt: at(bidH) }, r).getTime()).toBe(at(expectedH).getTime());
    });
  });

  it.each([
    [DEFAULT_SEASON_RULES, 999_999, false],
    [DEFAULT_SEASON_RULES, 1_000_000, true],
    [DEFAULT_SEASON_RULES, 15_000_000, true],
    [DEFAULT_SEASON_RULES, 15_000_001, false],
    [rules({ bet_min: 500_000, bet_max: 20_000_000 }), 500_000, true],
    [rules({ bet_min: 500_000, bet_max: 20_000_000 }), 20_000_000, true],
    [rules({ bet_min: 500_000, bet_max: 20_000_000 }), 20_000_001, false],
  ])('validateBetAmount(%#, %i) -> ok %s', (r, amount, ok) => expect(validateBetAmount(amount, r) === null).toBe(ok));
  it("names the season's bet range and keeps the default stake inside it", () => {
    expect(validateBetAmount(1, rules({ bet_min: 500_000, bet_max: 20_000_000 }))).toBe('El monto debe estar entre 500.000 y 20.000.000.');
    expect(defaultBetAmount(rules({ bet_max: 20_000_000 }))).toBe(1_000_000);
    expect(defaultBetAmount(rules({ bet_min: 2_000_000 }))).toBe(2_000_000);
  });

  it('bids follow the minimum raise and the first-bid factor', () => {
    const r = rules({ auction_min_raise: 2_000_000, auction_start_factor: 0.75 });
    expect(minimumFirstBid(10_000_000, r)).toBe(7_500_000);
    expect(minimumNextBid(10_000_000, r)).toBe(12_000_000);
    expect(validateBid({ amount: 7_499_999, lastAmount: null, playerValue: 10_000_000 }, r)).toBe('La primera oferta debe ser de al menos $ 7.500.000.');
    expect(validateBid({ amount: 7_500_000, lastAmount: null, playerValue: 10_000_000 }, r)).toBeNull();
    expect(validateBid({ amount: 11_999_999, lastAmount: 10_000_000, playerValue: 10_000_000 }, r)).toBe(
      'La oferta debe ser mayor que la oferta anterior. Tiene que ser de al menos $ 12.000.000: la anterior más $ 2.000.000.',
    );
    expect(validateBid({ amount: 12_000_000, lastAmount: 10_000_000, playerValue: 10_000_000 }, r)).toBeNull();
  });

  it.each([
    // Reveal at 12:00 and 20:00 only (league time = UTC-3).
    ['2026-11-23T14:59:00Z', '2026-11-23T15:00:00Z'],
    ['2026-11-23T15:00:00Z', '2026-11-23T23:00:00Z'],
    ['2026-11-23T22:59:59Z', '2026-11-23T23:00:00Z'],
    ['2026-11-23T23:00:00Z', '2026-11-24T15:00:00Z'],
  ])('revealTime with reveal hours 12 and 20: %s -> %s', (created, reveal) => {
    expect(revealTime(new Date(created), TZ, rules({ reveal_hours: [20, 12] })).toISOString()).toBe(new Date(reveal).toISOString());
  });

  it.each([
    [{ opened: 3, openedOver20: 1, playerAge: 25 }, null],
    [{ opened: 4, openedOver20: 1, playerAge: 19 }, 'Tu equipo ya abrió 4 subastas esta temporada (máximo 4).'],
    [{ opened: 2, openedOver20: 2, playerAge: 21 }, 'Tu equipo ya abrió 2 subastas de jugadores mayores de 20 esta temporada (máximo 2).'],
    [{ opened: 2, openedOver20: 2, playerAge: 20 }, null],
  ])('auctionLimitError(%j)', (input, error) => expect(auctionLimitError(input, DEFAULT_SEASON_RULES)).toBe(error));
  it('auction limits follow the settings', () => {
    expect(auctionLimitError({ opened: 4, openedOver20: 0, playerAge: 18 }, rules({ auctions_per_team: 5 }))).toBeNull();
    expect(auctionLimitError({ opened: 0, openedOver20: 0, playerAge: 30 }, rules({ auctions_over_20_per_team: 0 }))).toBe(
      'Tu equipo ya abrió 0 subastas de jugadores mayores de 20 esta temporada (máximo 0).',
    );
  });

  it.each([
    [14, DEFAULT_SEASON_RULES, null],
    [15, DEFAULT_SEASON_RULES, 'No puedes agregar más de 14 premios.'],
    [3, rules({ prizes_per_batch: 2 }), 'No puedes agregar más de 2 premios.'],
  ])('prizeBatchError(%i)', (n, r, error) => expect(prizeBatchError(n, r)).toBe(error));

  it.each([
    [2, DEFAULT_SEASON_RULES, null],
    [3, DEFAULT_SEASON_RULES, 'No podés incluir más de 2 jugadores.'],
    [3, rules({ players_per_transfer: 3 }), null],
  ])('transferPlayersError(%i)', (n, r, error) => expect(transferPlayersError(n, r)).toBe(error));

  it('squad warnings and the CA limit follow the settings', () => {
    const stats: SquadStats = { average_ca_best16: 155, blocked: 3, older_than_20: 17, registered: 0, registered_older_than_20: 0, youth: 5, total: 22 };
    expect(squadWarnings(stats, 'Segunda', DEFAULT_SEASON_RULES)).toEqual(['El promedio de CA de los mejores 16 (155) supera el límite de 153 de Segunda.']);
    expect(squadWarnings(stats, 'Segunda', rules({ ca_limit_segunda: 155 }))).toEqual([]);
    expect(squadWarnings(stats, 'Primera', rules({ squad_senior_max: 16, squad_youth_max: 4, blocks_per_team: 2 }))).toHaveLength(3);
    expect(caLimit('Primera', rules({ ca_limit_primera: 170 }))).toBe(170);
  });

  it('the rulebook reads the values in force', () => {
    const text = rulebookText(buildRulebook('Temporada 58', rules({ max_clause_losses: 3, bet_max: 20_000_000, tie_extension_hours: 2, reveal_hours: [12] })));
    expect(text).toContain('como máximo 3 jugadores por cláusula');
    expect(text).toContain('$ 20.000.000');
    expect(text).toContain('se prorroga 2 horas');
    expect(text).toContain('hasta la siguiente hora de revelación (12:00)');
  });
});

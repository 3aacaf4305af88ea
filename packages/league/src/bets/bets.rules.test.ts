import { describe, expect, it } from 'vitest';
import { betAmountMessage } from './stakes-and-odds.rules';
import { BETS_MSG } from './bets.messages';
import { betClosedReason, chosenBetOption, matchBetOdd, matchBetOptionOdds, playerBetOdd, playerBetOptionOdds } from './bets.rules';
import { predictionBodySchema, prodeRankingQuerySchema, userBetBodySchema } from './bets.schema';

const matchBet = { home_odd: '1.15', away_odd: '3.40', draw_odd: '2.50', over: '1.85', under: '1.90' };
const playerBet = { goal_odd: '2.10', card_odd: '4.00' };

describe('betClosedReason', () => {
  it.each([
    ['on', false, null],
    ['off', false, BETS_MSG.betInactive],
    ['on', true, BETS_MSG.betSettled],
    ['off', true, BETS_MSG.betSettled],
  ] as const)('active %s, settled as won %s -> %s', (active, settledWon, reason) => {
    expect(betClosedReason({ active, settledWon })).toBe(reason);
  });
});

describe('odd of an option', () => {
  it.each([
    ['Home', '1.15'],
    ['Away', '3.40'],
    ['Draw', '2.50'],
    ['Over', '1.85'],
    ['Under', '1.90'],
    ['Goal', null],
    ['home', null],
  ])('match bet %s -> %s', (option, odd) => {
    expect(matchBetOdd(matchBet, option)).toBe(odd);
  });
  it.each([
    ['Goal', '2.10'],
    ['Card', '4.00'],
    ['Home', null],
    ['', null],
  ])('player bet %s -> %s', (option, odd) => {
    expect(playerBetOdd(playerBet, option)).toBe(odd);
  });
});

describe('the chosen option, from its name or its odd (001 §3)', () => {
  const tied = { ...matchBet, over: '1.15' };
  it.each<[string, Record<string, string>, string | number, unknown]>([
    ['a name', matchBetOptionOdds(matchBet), 'Away', { option: 'Away' }],
    ['an odd as a number', matchBetOptionOdds(matchBet), 3.4, { option: 'Away' }],
    ['an odd as text', matchBetOptionOdds(matchBet), '2.5', { option: 'Draw' }],
    ['an odd with a comma', matchBetOptionOdds(matchBet), '1,9', { option: 'Under' }],
    ['a player odd', playerBetOptionOdds(playerBet), 4, { option: 'Card' }],
    ['an odd of no option', matchBetOptionOdds(matchBet), 9.99, { error: 'odd' }],
    ['an odd beyond the odds range', matchBetOptionOdds(matchBet), 0.5, { error: 'odd' }],
    ['a name of the other kind', playerBetOptionOdds(playerBet), 'Home', { error: 'option' }],
    ['an odd shared by two options', matchBetOptionOdds(tied), 1.15, { error: 'ambiguous' }],
    ['a name where odds tie', matchBetOptionOdds(tied), 'Over', { option: 'Over' }],
  ])('%s', (_label, odds, chosen, expected) => {
    expect(chosenBetOption(odds, chosen)).toEqual(expected);
  });
});

describe('userBetBodySchema', () => {
  it.each([
    [{ id_bet: 1, amount: 1_000_000, selected_option: 'Home' }, null],
    [{ id_bet: '1', amount: '15000000', selected_option: 'Under' }, null],
    [{ id_playerbet: 2, amount: 2_000_000, selected_option: 'Card' }, null],
    // The range is the season's, checked by the server; the schema refuses only what is never a stake.
    [{ id_bet: 1, amount: 15_000_001, selected_option: 'Home' }, null],
    [{ id_bet: 1, amount: 0, selected_option: 'Home' }, ['amount', betAmountMessage]],
    [{ id_bet: 1, amount: 1_500_000.5, selected_option: 'Home' }, ['amount', betAmountMessage]],
    [{ id_bet: 1, amount: 1_000_000, selected_option: 'Goal' }, ['selected_option', BETS_MSG.matchOptions]],
    [{ id_playerbet: 1, amount: 1_000_000, selected_option: 'Draw' }, ['selected_option', BETS_MSG.playerOptions]],
    [{ id_bet: 1, amount: 1_000_000, selected_option: 2.5 }, null],
    [{ id_playerbet: 1, amount: 1_000_000, selected_option: '4.00' }, null],
    [{ id_bet: 1, amount: 1_000_000, selected_option: 'Local' }, ['selected_option', BETS_MSG.matchOptions]],
    [{ amount: 1_000_000, selected_option: 'Home' }, ['id_bet', 'Elegí una apuesta.']],
    [{ id_bet: 1, id_playerbet: 2, amount: 1_000_000, selected_option: 'Home' }, ['id_bet', BETS_MSG.twoBets]],
    // The documents' client sends both ids, the one it does not take empty or 0 (docs/decisions/017).
    [{ id_bet: 1, id_playerbet: '', amount: 1_000_000, selected_option: 'Home' }, null],
    [{ id_bet: 0, id_playerbet: 2, amount: 1_000_000, selected_option: 'Card' }, null],
    [{ id_bet: '0', id_playerbet: 2, amount: 1_000_000, selected_option: 'Card' }, null],
    [{ id_bet: '', id_playerbet: '', amount: 1_000_000, selected_option: 'Home' }, ['id_bet', 'Elegí una apuesta.']],
  ] as const)('%o -> %o', (body, error) => {
    const parsed = userBetBodySchema.safeParse(body);
    if (error === null) return expect(parsed.success).toBe(true);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === error[0]);
    expect(issue?.message).toBe(error[1]);
  });
});

describe('predictionBodySchema', () => {
  it.each([
    [{ score_home: 0, score_away: 0 }, true],
    [{ score_home: '3', score_away: 30 }, true],
    [{ score_home: -1, score_away: 0 }, false],
    [{ score_home: 31, score_away: 0 }, false],
    [{ score_home: 1.5, score_away: 0 }, false],
    [{ score_home: '', score_away: 0 }, false],
  ])('%o valid: %s', (body, valid) => {
    expect(predictionBodySchema.safeParse(body).success).toBe(valid);
  });
});

describe('prodeRankingQuerySchema', () => {
  it('an empty season means the current one', () => {
    expect(prodeRankingQuerySchema.parse({ season: '' })).toEqual({ season: undefined });
    expect(prodeRankingQuerySchema.parse({ season: '57' })).toEqual({ season: 57 });
  });
});

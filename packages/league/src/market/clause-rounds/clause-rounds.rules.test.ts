import { describe, expect, it } from 'vitest';
import { clauseRoundDueAt, decideClauseRound, judgeRoundConfirmation, rankClauseOffers } from './clause-rounds.rules';
import { DEFAULT_SEASON_RULES } from '../season-rules';

const REVEAL = new Date('2026-11-23T13:00:00Z');
const at = (min: number) => new Date(REVEAL.getTime() - 60_000 * (600 - min));
const offer = (id: number, total: number, min: number) => ({ id, total_value: total, created_at: at(min) });

describe('rankClauseOffers', () => {
  it('orders by total, then the earlier offer, then the lower id', () => {
    const ranked = rankClauseOffers([offer(1, 10, 5), offer(2, 12, 9), offer(3, 12, 1), offer(4, 12, 1)]);
    expect(ranked.map((o) => o.id)).toEqual([3, 4, 2, 1]);
  });
});

describe('decideClauseRound', () => {
  const base = { revealAt: REVEAL, extendedUntil: null, lostThisSeason: 0 };
  it.each([
    ['no offers', [], { kind: 'empty' }],
    ['one offer', [offer(1, 10, 0)], { kind: 'winner', ranking: [1], reason: 'only' }],
    ['three offers, highest wins', [offer(1, 10, 0), offer(2, 15, 10), offer(3, 12, 5)], { kind: 'winner', ranking: [2, 3, 1], reason: 'highest' }],
  ])('%s', (_, offers, decision) => expect(decideClauseRound({ ...base, offers }, DEFAULT_SEASON_RULES)).toEqual(decision));

  it('a tie at the reveal extends the round by the tie extension', () => {
    const d = decideClauseRound({ ...base, offers: [offer(1, 15, 0), offer(2, 15, 10), offer(3, 12, 5)] }, DEFAULT_SEASON_RULES);
    expect(d).toEqual({ kind: 'tie', offerIds: [1, 2], endsAt: new Date(REVEAL.getTime() + 3 * 3_600_000) });
    const longer = decideClauseRound({ ...base, offers: [offer(1, 15, 0), offer(2, 15, 10)] }, { ...DEFAULT_SEASON_RULES, tie_extension_hours: 5 });
    expect(longer).toMatchObject({ kind: 'tie', endsAt: new Date(REVEAL.getTime() + 5 * 3_600_000) });
  });

  it('still tied at the end of the extension (or with no extension), the earlier offer wins', () => {
    const offers = [offer(2, 15, 10), offer(1, 15, 0)];
    expect(decideClauseRound({ ...base, offers, extendedUntil: new Date(REVEAL.getTime() + 3 * 3_600_000) }, DEFAULT_SEASON_RULES)).toEqual({
      kind: 'winner',
      ranking: [1, 2],
      reason: 'tie_earliest',
    });
    expect(decideClauseRound({ ...base, offers }, { ...DEFAULT_SEASON_RULES, tie_extension_hours: 0 })).toEqual({
      kind: 'winner',
      ranking: [1, 2],
      reason: 'tie_earliest',
    });
  });

  it('a raise during the extension breaks the tie', () => {
    const offers = [offer(1, 15, 0), offer(2, 16, 10)];
    expect(decideClauseRound({ ...base, offers, extendedUntil: new Date(REVEAL.getTime() + 3 * 3_600_000) }, DEFAULT_SEASON_RULES)).toEqual({
      kind: 'winner',
      ranking: [2, 1],
      reason: 'tie_raised',
    });
  });

  it.each([
    [5, 6, 'winner'],
    [6, 6, 'losses_cap'],
    [1, 1, 'losses_cap'],
    [0, 1, 'winner'],
  ])('lost %i with a cap of %i -> %s', (lost, max, kind) => {
    const d = decideClauseRound({ ...base, lostThisSeason: lost, offers: [offer(1, 10, 0)] }, { ...DEFAULT_SEASON_RULES, max_clause_losses: max });
    expect(d.kind).toBe(kind);
  });

  it('is due at the reveal, or at the end of the extension', () => {
    const until = new Date(REVEAL.getTime() + 1);
    expect(clauseRoundDueAt(REVEAL, null)).toBe(REVEAL);
    expect(clauseRoundDueAt(REVEAL, until)).toBe(until);
  });
});

describe('judgeRoundConfirmation: what a confirmation (staff or resolver) may confirm', () => {
  const ENDS = new Date(REVEAL.getTime() + 3 * 3_600_000);
  const three = [offer(1, 12, 0), offer(2, 15, 10), offer(3, 10, 5)];
  const tied = [offer(1, 15, 0), offer(2, 15, 10), offer(3, 10, 5)];
  const base = { revealAt: REVEAL, extendedUntil: null, extensionRunning: false, lostThisSeason: 0 };
  it.each([
    ['the best of three', three, 2, {}, { ok: true, reason: 'highest' }],
    ['the lowest of three', three, 3, {}, { ok: false, refusal: 'offer.not_round_pick', pickId: 2 }],
    ['the second of three', three, 1, {}, { ok: false, refusal: 'offer.not_round_pick', pickId: 2 }],
    ['the only offer', [offer(1, 10, 0)], 1, {}, { ok: true, reason: 'only' }],
    ['a tied offer at the reveal (the round goes to its extension)', tied, 1, {}, { ok: false, refusal: 'offer.round_tied' }],
    ['any offer during the extension', tied, 1, { extendedUntil: ENDS, extensionRunning: true }, { ok: false, refusal: 'offer.round_in_extension' }],
    ['the earlier tied offer after the extension', tied, 1, { extendedUntil: ENDS }, { ok: true, reason: 'tie_earliest' }],
    ['the later tied offer after the extension', tied, 2, { extendedUntil: ENDS }, { ok: false, refusal: 'offer.not_round_pick', pickId: 1 }],
    ['any offer of a team at its losses cap', three, 2, { lostThisSeason: 6 }, { ok: false, refusal: 'offer.losses_cap' }],
  ] as const)('%s', (_name, offers, offerId, over, verdict) => {
    expect(judgeRoundConfirmation({ ...base, ...over, offers, offerId }, DEFAULT_SEASON_RULES)).toEqual(verdict);
  });
  it('with no tie extension set, a tie at the reveal goes to the earlier offer at once', () => {
    const rules = { ...DEFAULT_SEASON_RULES, tie_extension_hours: 0 };
    expect(judgeRoundConfirmation({ ...base, offers: tied, offerId: 1 }, rules)).toEqual({ ok: true, reason: 'tie_earliest' });
  });
});

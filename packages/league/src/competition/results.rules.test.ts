import { describe, expect, it } from 'vitest';
import { RESULTS_MSG } from './results.messages';
import {
  confirmationDeadline,
  hasResult,
  mayEnterDirectly,
  mayLoadFromFixture,
  mayManageMatch,
  ruledLines,
  isConfirmationDue,
  reportProblem,
  roundWindowsProblem,
  spreadRoundWindows,
  stakesClosedAt,
  walkoverProblem,
  walkoverScore,
} from './results.rules';

const at = (s: string) => new Date(s);

describe('spreadRoundWindows', () => {
  it('spreads the stages evenly from the start date', () => {
    const out = spreadRoundWindows({ stages: [1, 2, 3], firstStart: at('2026-12-01T21:00:00Z'), daysBetween: 7, windowDays: 3 });
    expect(out).toEqual([
      { stage: 1, starts_at: at('2026-12-01T21:00:00Z'), deadline_at: at('2026-12-04T21:00:00Z') },
      { stage: 2, starts_at: at('2026-12-08T21:00:00Z'), deadline_at: at('2026-12-11T21:00:00Z') },
      { stage: 3, starts_at: at('2026-12-15T21:00:00Z'), deadline_at: at('2026-12-18T21:00:00Z') },
    ]);
  });
  it('crosses a month end and a year end', () => {
    const out = spreadRoundWindows({ stages: [5, 6], firstStart: at('2026-12-30T03:00:00Z'), daysBetween: 2, windowDays: 1 })!;
    expect(out[1]).toEqual({ stage: 6, starts_at: at('2027-01-01T03:00:00Z'), deadline_at: at('2027-01-02T03:00:00Z') });
  });
  it.each([
    [0, 3],
    [7, 0],
    [1.5, 1],
    [7, -1],
  ])('refuses %s days between and %s window days', (daysBetween, windowDays) => {
    expect(spreadRoundWindows({ stages: [1], firstStart: at('2026-12-01T00:00:00Z'), daysBetween, windowDays })).toBeNull();
  });
  it('refuses an invalid date', () => {
    expect(spreadRoundWindows({ stages: [1], firstStart: new Date('nope'), daysBetween: 7, windowDays: 3 })).toBeNull();
  });
  it('spreads windows that pass the check', () => {
    expect(
      roundWindowsProblem(spreadRoundWindows({ stages: [1, 2, 3, 4], firstStart: at('2026-12-01T00:00:00Z'), daysBetween: 1, windowDays: 5 })!),
    ).toBeNull();
  });
});

describe('roundWindowsProblem', () => {
  const w = (stage: number, start: string, end: string) => ({ stage, starts_at: at(start), deadline_at: at(end) });
  it.each([
    ['in order', [w(1, '2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z'), w(2, '2026-12-08T00:00:00Z', '2026-12-10T00:00:00Z')], null],
    ['deadline at the start', [w(1, '2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z')], RESULTS_MSG.windowOrder],
    ['deadline before the start', [w(1, '2026-12-02T00:00:00Z', '2026-12-01T23:59:00Z')], RESULTS_MSG.windowOrder],
    [
      'a later stage starting first',
      [w(2, '2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z'), w(1, '2026-12-08T00:00:00Z', '2026-12-10T00:00:00Z')],
      RESULTS_MSG.windowsOverlap,
    ],
    ['two stages starting together', [w(1, '2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z'), w(2, '2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z')], null],
  ])('%s', (_name, windows, expected) => {
    expect(roundWindowsProblem(windows)).toBe(expected);
  });
});

describe('confirmation by silence', () => {
  it('is due at the deadline and after, not a minute before', () => {
    const deadline = confirmationDeadline(at('2026-12-01T20:30:00Z'), 24);
    expect(deadline).toEqual(at('2026-12-02T20:30:00Z'));
    expect(isConfirmationDue(deadline, at('2026-12-02T20:29:59Z'))).toBe(false);
    expect(isConfirmationDue(deadline, at('2026-12-02T20:30:00Z'))).toBe(true);
    expect(isConfirmationDue(deadline, at('2026-12-03T00:00:00Z'))).toBe(true);
  });
  it('takes the season hours', () => {
    expect(confirmationDeadline(at('2026-12-31T23:00:00Z'), 2)).toEqual(at('2027-01-01T01:00:00Z'));
  });
});

describe('reportProblem', () => {
  const start = at('2026-12-01T00:00:00Z');
  it.each([
    ['no window', { state: 'to_play', startsAt: null, now: start }, RESULTS_MSG.noWindow],
    ['before the window', { state: 'to_play', startsAt: start, now: at('2026-11-30T23:59:00Z') }, RESULTS_MSG.notStarted],
    ['at the start', { state: 'to_play', startsAt: start, now: start }, null],
    ['after the deadline too', { state: 'to_play', startsAt: start, now: at('2027-01-01T00:00:00Z') }, null],
    ['already reported', { state: 'reported', startsAt: start, now: start }, RESULTS_MSG.alreadyReported],
    ['disputed', { state: 'disputed', startsAt: start, now: start }, RESULTS_MSG.alreadyReported],
    ['walkover', { state: 'walkover', startsAt: start, now: start }, RESULTS_MSG.alreadyReported],
  ] as const)('%s', (_n, input, expected) => {
    expect(reportProblem(input)).toBe(expected);
  });
});

describe('walkoverProblem and walkoverScore', () => {
  const deadline = at('2026-12-04T00:00:00Z');
  it.each([
    ['before the deadline', { state: 'to_play', deadlineAt: deadline, now: at('2026-12-03T23:59:00Z') }, RESULTS_MSG.walkoverTooEarly],
    ['at the deadline', { state: 'to_play', deadlineAt: deadline, now: deadline }, null],
    ['no window', { state: 'to_play', deadlineAt: null, now: deadline }, RESULTS_MSG.noWindow],
    ['a reported match', { state: 'reported', deadlineAt: deadline, now: deadline }, RESULTS_MSG.walkoverNotOpen],
    ['already unplayed', { state: 'unplayed', deadlineAt: deadline, now: deadline }, RESULTS_MSG.walkoverNotOpen],
  ] as const)('%s', (_n, input, expected) => {
    expect(walkoverProblem(input)).toBe(expected);
  });
  it('gives the winner the season goals', () => {
    expect(walkoverScore('home', 3)).toEqual({ home: 3, away: 0 });
    expect(walkoverScore('away', 2)).toEqual({ home: 0, away: 2 });
  });
});

describe('stakesClosedAt', () => {
  it.each([
    [null, '2026-12-01T00:00:00Z', false],
    ['2026-12-01T00:00:00Z', '2026-11-30T23:59:59Z', false],
    ['2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z', true],
    ['2026-12-01T00:00:00Z', '2026-12-05T00:00:00Z', true],
  ])('window from %s at %s: closed %s', (start, now, closed) => {
    expect(stakesClosedAt(start ? at(start) : null, at(now))).toBe(closed);
  });
});

describe('ruledLines', () => {
  const l = (player_id: number, goals: number) => ({ player_id, goals });
  it.each([
    ['the chosen lines win for the same player', [l(1, 2)], [l(1, 0), l(2, 1)], [l(1, 2), l(2, 1)]],
    ['nothing chosen: the other version stands', [], [l(3, 1)], [l(3, 1)]],
    ['nothing else: the chosen version', [l(4, 0)], [], [l(4, 0)]],
  ])('%s', (_n, chosen, other, expected) => {
    expect(ruledLines(chosen, other)).toEqual(expected);
  });
});

describe('mayEnterDirectly and mayLoadFromFixture', () => {
  it.each([
    // rol, manages either team, the round has a results window → direct entry, the fixture's 'Cargar'
    ['Admin', false, true, true, true],
    ['Organizador', false, false, true, true],
    ['Manager Primera', true, false, true, true],
    ['Manager Primera', true, true, false, false],
    ['Manager Segunda', false, false, true, false],
    ['visitante', false, false, true, false],
  ] as const)('%s, party %s, window %s: direct %s, Cargar %s', (rol, party, windowed, direct, cargar) => {
    expect(mayEnterDirectly(rol, windowed)).toBe(direct);
    expect(mayLoadFromFixture(rol, party, windowed)).toBe(cargar);
  });
});

describe('hasResult', () => {
  it.each([
    // completed, state, the round has a window → the stored score is the result
    [true, 'confirmed', true, true],
    [true, 'walkover', true, true],
    [true, 'confirmed', false, true],
    [false, 'to_play', false, true],
    [false, 'to_play', true, false],
    [false, 'reported', true, false],
    [false, 'disputed', true, false],
    [false, 'unplayed', true, false],
  ] as const)('completed %s, %s, window %s: %s', (completed, state, roundHasWindow, expected) => {
    expect(hasResult({ completed, state, roundHasWindow })).toBe(expected);
  });
});

describe('mayManageMatch', () => {
  it.each([
    ['Admin', false, true],
    ['Organizador', false, true],
    ['Manager Primera', true, true],
    ['Manager Segunda', true, true],
    ['Manager Primera', false, false],
    ['visitante', false, false],
    [undefined, false, false],
  ] as const)('%s, managing either team: %s → %s', (rol, managesEitherTeam, expected) => {
    expect(mayManageMatch(rol, managesEitherTeam)).toBe(expected);
  });
});

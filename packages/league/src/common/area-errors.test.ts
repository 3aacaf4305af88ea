import { describe, expect, it } from 'vitest';
import { MARKET_ERRORS, type ErrorSpec } from '../market/errors';
import { apiErrorStatus, apiErrorText, errorSpecOf, isAreaErrorCode, type TabledErrorCode } from './api-errors';
import { AREA_ERRORS } from './area-errors';
import { ERROR_STATUS } from './error-codes';

const areaCodes = Object.keys(AREA_ERRORS) as (keyof typeof AREA_ERRORS)[];
const everyCode = [...Object.keys(MARKET_ERRORS), ...areaCodes] as TabledErrorCode[];
/** A text made from figures is read with stand-ins for them. */
const textOf = (spec: ErrorSpec) => (typeof spec.text === 'string' ? spec.text : (spec.text as (...a: unknown[]) => string)('x', 'y', 'z'));

describe('the tables of error codes (decision 031)', () => {
  it.each(everyCode)('%s has a kind with an HTTP status and a Spanish text', (code) => {
    const spec = errorSpecOf(code);
    expect(Object.keys(ERROR_STATUS)).toContain(spec.kind);
    expect(apiErrorStatus(code)).toBe(ERROR_STATUS[spec.kind]);
    expect(textOf(spec).trim()).not.toBe('');
  });

  it('names each code once, in one table, never as a kind of refusal', () => {
    expect(new Set(everyCode).size).toBe(everyCode.length);
    for (const code of everyCode) expect(Object.keys(ERROR_STATUS)).not.toContain(code);
    expect(areaCodes.filter((code) => Object.hasOwn(MARKET_ERRORS, code))).toEqual([]);
  });

  it.each(areaCodes)('%s reads area.reason', (code) => expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/));

  it('tells a field only on a validation refusal', () => {
    for (const code of areaCodes) {
      const spec: ErrorSpec = AREA_ERRORS[code];
      if (spec.field !== undefined) expect([code, spec.kind]).toEqual([code, 'validation']);
    }
  });

  it('tells a code from the table it is in', () => {
    expect(isAreaErrorCode('bet.closed')).toBe(true);
    expect(isAreaErrorCode('offer.closed')).toBe(false);
    expect(isAreaErrorCode('conflict')).toBe(false);
  });

  it('answers a kind of refusal with its own status', () => {
    expect(apiErrorStatus('conflict')).toBe(409);
    expect(apiErrorStatus('payloadTooLarge')).toBe(413);
  });

  it('builds a text from its figures, and passes a rule’s text through', () => {
    expect(apiErrorText('push.too_many', 5)).toContain('5');
    expect(apiErrorText('bet.amount_out_of_range', 'Monto fuera de rango.')).toBe('Monto fuera de rango.');
    expect(apiErrorText('match.exists')).toBe(AREA_ERRORS['match.exists'].text);
  });
});

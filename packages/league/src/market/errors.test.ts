import { describe, expect, it } from 'vitest';
import { errorStatus, isMarketErrorCode, MARKET_ERRORS, marketErrorText, type MarketErrorCode } from './errors';

describe('MARKET_ERRORS (decision 031)', () => {
  it.each([
    ['offer.not_found', 404, 'Oferta no encontrada.'],
    ['offer.destination_team_not_found', 422, 'Equipo destino no encontrado.'],
    ['offer.already_confirmed', 409, 'Oferta ya confirmada.'],
    ['auction.ended', 409, 'La subasta ya terminó: no se aceptan más ofertas.'],
    ['money.insufficient_funds', 422, 'Presupuesto insuficiente para esta operación.'],
    ['offer.raise_not_tied', 403, 'Solo los managers empatados pueden subir su oferta durante la prórroga.'],
  ] as const)('%s -> %i with its text as it was', (code, status, text) => {
    expect(errorStatus(code)).toBe(status);
    expect(marketErrorText(code as MarketErrorCode)).toBe(text);
  });

  it('builds a text from its figures', () => {
    expect(marketErrorText('offer.losses_cap', 6)).toBe('El equipo ya perdió 6 jugadores por cláusula esta temporada (máximo 6).');
    expect(marketErrorText('money.insufficient_funds', '$ 1.000')).toBe('Presupuesto insuficiente para esta operación. Disponible: $ 1.000.');
    expect(marketErrorText('auction.amount_too_low', 'La oferta es baja.')).toBe('La oferta es baja.');
  });

  it('the kinds of refusal are codes too, with their own status', () => {
    expect([errorStatus('validation'), errorStatus('notFound'), errorStatus('conflict')]).toEqual([422, 404, 409]);
    expect(isMarketErrorCode('conflict')).toBe(false);
    expect(isMarketErrorCode('offer.closed')).toBe(true);
  });

  it('every code is area.reason in snake case, and a validation names its field (an invalid amount never had one)', () => {
    for (const [code, spec] of Object.entries(MARKET_ERRORS)) {
      expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
      if (spec.kind === 'validation' && code !== 'money.invalid_amount') expect(spec).toHaveProperty('field');
    }
  });
});

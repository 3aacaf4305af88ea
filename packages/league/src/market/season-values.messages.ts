import { formatMoney } from './money.rules';

/** '1x', '1,5x': a clause factor as the clause slider marks it. */
export const factorMark = (factor: number) => `${String(Math.round(factor * 100) / 100).replace('.', ',')}x`;

/** How the market forms state the values in force of the season (spec DECISIONS, 'The league's own rules as settings': the forms read the season's rules, not the documents'). */
export const SEASON_VALUES_MSG = {
  playersPerTransfer: (max: number) => `Hasta ${max} ${max === 1 ? 'jugador' : 'jugadores'} por transferencia.`,
  clauseRange: (minFactor: number, maxFactor: number) => `Entre ${factorMark(minFactor)} y ${factorMark(maxFactor)} el valor del jugador.`,
  betRange: (min: number, max: number) => `Entre ${formatMoney(min)} y ${formatMoney(max)}`,
} as const;

import { SENIOR_AGE_OVER, SQUAD_BEST_FOR_AVERAGE } from '../../constants';
import { formatDecimal } from './squad.rules';

/** Texts of the compliance report ('Cumplimiento', spec DECISIONS, 'The league's own rules as settings') and of the market's warnings before an operation. */
export const COMPLIANCE_MSG = {
  title: 'CUMPLIMIENTO',
  intro: `Cómo está cada equipo frente a los límites de la temporada: plantel (mayores de ${SENIOR_AGE_OVER} y juveniles), promedio de CA de los ${SQUAD_BEST_FOR_AVERAGE} mejores, bloqueos, jugadores perdidos por cláusula y subastas abiertas.`,
  /** Squads have no history: an earlier season's report shows today's squads with that season's usage and rules. */
  note: 'Los planteles y las edades son los de hoy; bloqueos, jugadores perdidos y subastas, los de la temporada elegida, con sus límites.',
  loadError: 'No se pudo obtener el informe de cumplimiento.',
  empty: 'No hay equipos de Primera ni de Segunda.',
  download: 'Descargar CSV',
  downloadError: 'No se pudo descargar el informe.',
  ok: 'Cumple',
  over: 'Excedido',
  noDivision: 'Sin división',
  warningsTitle: 'Ojo: esta operación deja a un equipo fuera de los límites',
  /** The CSV answer's file name: one per season. */
  fileName: (seasonId: number) => `cumplimiento-temporada-${seasonId}.csv`,
  yes: 'Sí',
  no: 'No',
} as const;

/**
 * The CSV's header row, in the order of its columns. Spanish as the Admin reads it; the keys are
 * the report's fields (compliance.schema.ts).
 */
export const COMPLIANCE_CSV_COLUMNS = [
  'Equipo',
  'División',
  'Manager',
  'Jugadores',
  `Mayores de ${SENIOR_AGE_OVER}`,
  `Máximo mayores de ${SENIOR_AGE_OVER}`,
  'Juveniles',
  'Máximo juveniles',
  `Promedio CA mejores ${SQUAD_BEST_FOR_AVERAGE}`,
  'Límite CA',
  'Bloqueos usados',
  'Máximo bloqueos',
  'Perdidos por cláusula',
  'Máximo perdidos por cláusula',
  'Subastas abiertas',
  'Máximo subastas',
  `Subastas sobre mayores de ${SENIOR_AGE_OVER}`,
  `Máximo subastas sobre mayores de ${SENIOR_AGE_OVER}`,
  'Cumple',
] as const;

/** The column titles of the screen, one per figure. */
export const COMPLIANCE_FIGURE_LABELS = {
  senior: `Mayores de ${SENIOR_AGE_OVER}`,
  youth: 'Juveniles',
  ca_best16: `CA mejores ${SQUAD_BEST_FOR_AVERAGE}`,
  blocks: 'Bloqueos',
  clause_losses: 'Perdidos por cláusula',
  auctions: 'Subastas',
  auctions_over_20: `Subastas sobre mayores de ${SENIOR_AGE_OVER}`,
} as const;

/** One warning per figure an operation would take over its limit; `team` is the team's name. */
export const COMPLIANCE_WARNING = {
  senior: (team: string, n: number, max: number) => `${team} quedaría con ${n} jugadores mayores de ${SENIOR_AGE_OVER} años; el máximo es ${max}.`,
  youth: (team: string, n: number, max: number) => `${team} quedaría con ${n} juveniles (${SENIOR_AGE_OVER} años o menos); el máximo es ${max}.`,
  ca_best16: (team: string, average: number, max: number, division: string) =>
    `El promedio de CA de los ${SQUAD_BEST_FOR_AVERAGE} mejores de ${team} pasaría a ${formatDecimal(average)}, por encima del límite de ${max} de ${division}.`,
  blocks: (team: string, n: number, max: number) => `${team} quedaría con ${n} bloqueos en la temporada; el máximo es ${max}.`,
  clause_losses: (team: string, n: number, max: number) => `${team} llegaría a ${n} jugadores perdidos por cláusula en la temporada; el máximo es ${max}.`,
  auctions: (team: string, n: number, max: number) => `${team} llegaría a ${n} subastas abiertas en la temporada; el máximo es ${max}.`,
  auctions_over_20: (team: string, n: number, max: number) =>
    `${team} llegaría a ${n} subastas sobre jugadores mayores de ${SENIOR_AGE_OVER} en la temporada; el máximo es ${max}.`,
} as const;

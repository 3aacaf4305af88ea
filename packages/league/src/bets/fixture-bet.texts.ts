/**
 * Texts of bets tied to a fixture match (docs/decisions/028): the create form's pickers and what
 * a bet page says about its match, its Over/Under line and when it stops taking stakes.
 */
const decimal = (line: number | string) => String(line).replace('.', ',');

export const FIXTURE_BET_TEXTS = {
  // These three do not repeat the word "Partido" of the free form's field, so that field keeps its one name.
  sourceLabel: 'Origen',
  sourceFree: 'Texto libre',
  sourceFixture: 'Del fixture',
  tournament: 'Torneo',
  round: 'Fecha',
  match: 'Partido',
  player: 'Jugador',
  chooseTournament: 'Elegí un torneo.',
  chooseRound: 'Elegí una fecha.',
  chooseMatch: 'Elegí un partido del fixture.',
  choosePlayer: 'Elegí un jugador de uno de los dos equipos.',
  noOpenRounds: 'Este torneo no tiene fechas abiertas para apostar.',
  matchesLoadError: 'No se pudieron cargar los partidos del torneo.',
  squadsLoadError: 'No se pudieron cargar los planteles del partido.',
  line: 'Línea de Más/Menos',
  lineHint: 'Goles del partido; termina en ,5 (por ejemplo 2,5).',
  fixtureHint: 'Se liquida sola con el resultado final del partido y deja de aceptar apuestas cuando empieza su fecha.',
  /** "Más de 2,5 goles": the Over option of a tied bet, in words. */
  over: (line: number | string) => `Más de ${decimal(line)} goles`,
  under: (line: number | string) => `Menos de ${decimal(line)} goles`,
  /** The line of a tied bet, where the page used to point to the description. */
  lineWords: (line: number | string) =>
    `Más/Menos: goles del partido respecto de ${decimal(line)} (Más de ${decimal(line)} o Menos de ${decimal(line)} goles).`,
  matchOf: (home: string, away: string, round: string) => `${home} vs ${away} · ${round}`,
  closesAt: (when: string) => `Se aceptan apuestas hasta el ${when}, cuando empieza la fecha.`,
  closesIn: 'Cierra en',
  noWindowYet: 'La fecha todavía no tiene ventana: se aceptan apuestas hasta que empiece.',
  closed: 'La fecha de este partido ya empezó: la apuesta no admite nuevas apuestas.',
  /** In a list's action column, in place of "Apostar", for a tied bet whose round has started. */
  closedShort: 'Cerrada: su fecha ya empezó',
  settled: (home: string, scoreHome: number, scoreAway: number, away: string) =>
    `Se liquidó sola con el resultado final: ${home} ${scoreHome}–${scoreAway} ${away}.`,
  settledShort: 'Liquidada con el resultado',
  /** On the staff's confirmation list, in place of its buttons: nobody confirms a tied stake. */
  settlesItself: 'Se liquida sola con el resultado',
} as const;

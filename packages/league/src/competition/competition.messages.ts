/** Spanish texts of the competition calls that the specification does not word (tournaments, matches, statistics, fixtures, prizes). */
export const COMPETITION_TEXTS = {
  tournamentNotFound: 'Torneo no encontrado.',
  matchNotFound: 'Partido no encontrado.',
  matchExists: 'Ese partido ya está cargado: el torneo ya tiene un partido entre esos equipos en esa fecha.',
  teamNotFound: 'Equipo no encontrado.',
  teamNotInLeague: 'Los equipos deben ser de Primera o Segunda.',
  notYourMatch: 'Solo el Admin, el Organizador o el manager de uno de los equipos puede cargar este partido.',
  matchCompleted: 'El partido ya tiene estadísticas cargadas. Un Admin debe habilitarlo para editar.',
  playerNotInMatch: 'Hay jugadores que no pertenecen a los equipos del partido.',
  statisticsWrongTournament: 'El torneo de las estadísticas no coincide con el del partido.',
  fixtureNotFound: 'Fixture no encontrado.',
  fixtureMismatch: 'El partido no coincide con el fixture elegido.',
  fixtureUsed: 'Ese fixture ya tiene un partido cargado.',
  fixturesGenerated: 'Fixture generado correctamente',
  fixtureNeedsTeams: (division: string, n: number) => `La división ${division} necesita ${n} equipos para generar el fixture.`,
  noCurrentSeason: 'No hay una temporada activa.',
  fixtureAlreadyGenerated: 'El fixture de la temporada ya fue generado.',
  prizeAlreadyPaid: 'Ese premio ya fue pagado (mismo torneo, equipo y posición).',
  prizeTeamWithoutManager: 'El equipo no tiene manager para recibir el premio.',
  /** Statistics entry: a player marked as played who was suspended for that match. */
  suspendedPlayerWarning: (name: string, reasons: string[]) => `${name} estaba suspendido para este partido (${reasons.join(', ')}). Revisá si de verdad jugó.`,
} as const;

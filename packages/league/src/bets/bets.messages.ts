/** Spanish texts of bets and the prode that the specification does not fix. */
export const BETS_MSG = {
  betNotFound: 'Apuesta no encontrada.',
  betInactive: 'La apuesta ya no está activa.',
  betSettled: 'La apuesta ya tiene un resultado: no admite nuevas apuestas.',
  userBetNotFound: 'Apuesta de usuario no encontrada.',
  userBetSettled: 'La apuesta ya fue confirmada.',
  userBetAmbiguous: 'El usuario tiene más de una apuesta sin confirmar en esta apuesta: confirmala desde la lista de apuestas de usuarios.',
  twoBets: 'Elegí una sola apuesta: la de un partido o la de un jugador, no las dos.',
  userBetLost: 'Apuesta marcada como perdida',
  betActivated: 'Apuesta activada correctamente',
  onlyOwnBets: 'Solo podés apostar con tu propio presupuesto.',
  onlyOwnAuthor: 'El creador de la apuesta debe ser el usuario conectado.',
  playerOptions: 'Elegí una opción: Gol o Tarjeta.',
  matchOptions: 'Elegí una opción: Local, Visitante, Empate, Más o Menos.',
  oddMatchesNoOption: 'La cuota elegida no corresponde a ninguna opción de la apuesta.',
  oddMatchesTwoOptions: 'La cuota elegida corresponde a más de una opción de la apuesta: elegí la opción por su nombre.',
  betsLoadError: 'Error al obtener las apuestas.',
  /** Más/Menos has no line field (001 §3): the line is the one the bet's description states (decision 027). */
  overUnderLine: (description: string | null) =>
    description
      ? `Más/Menos: goles del partido respecto de la línea de la descripción («${description}»).`
      : 'Más/Menos: goles del partido respecto de la línea que fije la organización.',
  overUnderHint: 'Para Más/Menos, escribí la línea en la descripción (por ejemplo, «Más/Menos 2.5 goles»).',
  /** Who the bet form is for (decision 027): a visitante or a manager on the waiting list sees the bet, not the form. */
  betsNotForRole: 'Las apuestas son para los managers y la organización de la liga.',
  // Prode
  predictionSaved: 'Pronóstico guardado correctamente',
  predictionLocked: 'El partido ya fue cargado: no se puede cambiar el pronóstico.',
  prodeMatchNotFound: 'Partido del prode no encontrado.',
  scoreInvalid: 'Los goles deben ser un número entero entre 0 y 30.',
  prodeLoadError: 'Error al obtener el prode.',
  prodeTableLabel: 'Pronósticos de la fecha',
} as const;

/** Spanish texts of the market rules and schemas that the specification does not fix. */
export const MARKET_MSG = {
  /**
   * The one statement of when a clause is decided (docs/decisions/027-the-phone-app.md): the form,
   * the offers page and the rulebook show it beside the documents' own wording.
   */
  clauseDecidedRule: (revealHours: string) =>
    `Una cláusula se decide en el primer corte (${revealHours}, hora de la liga) después de la primera oferta por el jugador: ahí se revelan los montos, gana la oferta más alta y recién ahí se paga.`,
  /** The exact time of that cut, for one player. */
  clauseDecidedAt: (at: string) => `Se decide el ${at}.`,
  /** With no offer yet for the player: the cut after now. */
  clauseDecidedAtIfFirst: (at: string) => `Si la tuya es la primera oferta por el jugador, se decide el ${at}.`,
  /** What the documents' low-bid text leaves out (001 §5). */
  bidRaiseRule: (min: string, raise: string) => `Tiene que ser de al menos ${min}: la anterior más ${raise}.`,
  amountInvalid: 'El monto debe ser un número entero mayor a 0.',
  nonNegativeInteger: 'Debe ser un número entero mayor o igual a 0.',
  idInvalid: 'Debe ser un identificador válido.',
  firstBidTooLow: (min: string) => `La primera oferta debe ser de al menos ${min}.`,
  playerValueInvalid: 'El valor del jugador no es válido.',
  extraValueRange: (max: string) => `El monto extra debe ser un número entero entre $ 0 y ${max}.`,
  extraValueBetween: (min: string, max: string) => `El monto extra debe ser un número entero entre ${min} y ${max}.`,
  clauseTotalRange: (min: string, max: string) => `El monto de la cláusula debe estar entre ${min} y ${max}.`,
  choosePlayer: 'Elegí al menos un jugador.',
  tooManyPlayers: (max: number) => `No podés incluir más de ${max} jugadores.`,
  repeatedPlayers: 'No podés repetir jugadores.',
  unknownPlayerName: (name: string) => `El jugador "${name}" no pertenece al equipo que lo cede.`,
  ambiguousPlayerName: (name: string) => `Hay más de un jugador llamado "${name}" en el equipo que lo cede: elegilo por su id.`,
  sameTeams: 'Los equipos deben ser distintos.',
  otherPlayersInvalid: 'Los jugadores adicionales deben ser una lista.',
  otherPlayersTooLong: 'La lista de jugadores adicionales es demasiado larga.',
  chooseBet: 'Elegí una apuesta.',
  chooseOption: 'Elegí una opción: Local, Visitante, Empate, Más o Menos.',
  oddFormat: 'La cuota debe tener el formato x.xx.',
  matchRequired: 'El partido es obligatorio.',
  matchTooLong: 'El partido no puede tener más de 150 caracteres.',
  descriptionTooLong: 'La descripción no puede tener más de 500 caracteres.',
  betNameTooLong: 'El nombre no puede tener más de 150 caracteres.',
  textTooLong: 'El texto es demasiado largo.',

  // Transfers
  marketClosed: (opensAt: string) => `El mercado abre el ${opensAt}. Todavía no se pueden hacer transferencias ni subastas.`,
  transferNotAllowed: 'Solo el manager de uno de los dos equipos (o un Admin) puede crear esta transferencia.',
  transferTeamsOutsideLeague: 'Las transferencias son solo entre equipos de Primera y Segunda.',
  teamNotFound: 'Equipo no encontrado.',
  teamWithoutManager: 'Los dos equipos deben tener un manager asignado.',
  buyerMismatch: 'El comprador debe ser el manager del equipo que recibe a los jugadores.',
  sellerMismatch: 'El vendedor debe ser el manager del equipo que cede a los jugadores.',
  creatorMismatch: 'No podés crear operaciones en nombre de otro usuario.',
  playersNotInTeam: 'Todos los jugadores deben pertenecer al equipo que los cede.',
  transferNotFound: 'Transferencia no encontrada.',
  transferAlreadyConfirmed: 'La transferencia ya fue confirmada.',
  transferCancelled: 'La transferencia fue cancelada.',
  transferConfirmNotAllowed: 'Solo la otra parte de la transferencia (o un Admin) puede confirmarla.',
  transferCancelNotAllowed: 'Solo las partes de la transferencia (o un Admin) pueden cancelarla.',
  transferCancelledOk: 'Transferencia cancelada.',
  transferCreated: 'Transferencia enviada. Queda pendiente hasta que la otra parte la confirme.',
  movementsForbidden: 'Solo podés ver tus propios movimientos.',

  // Release clauses and offers
  clauseNeedsTeam: 'Necesitás tener un equipo para ejecutar una cláusula.',
  clauseOwnPlayer: 'No podés ejecutar la cláusula de un jugador de tu propio equipo.',
  clauseTargetInvalid: 'Solo se pueden ejecutar cláusulas de jugadores de Primera y Segunda que no estén bloqueados ni restringidos.',
  clauseTeamMismatch: 'El jugador no pertenece a ese equipo.',
  clauseDuplicate: 'Ya tenés una oferta abierta por este jugador.',
  playerNotFound: 'Jugador no encontrado.',
  offerStillHidden: (revealAt: string) => `La oferta sigue oculta hasta las ${revealAt}; todavía no se puede confirmar.`,
  clauseLossLimit: (max: number) => `El equipo ya perdió ${max} jugadores por cláusula esta temporada (máximo ${max}).`,
  // A manual confirmation follows the round's rule (decision 016).
  roundInExtension: (until: string) =>
    `La ronda por este jugador está en prórroga por empate hasta las ${until}: no se puede confirmar ninguna oferta hasta que termine.`,
  roundTied: 'Las mejores ofertas de esta ronda empataron: la ronda pasa a prórroga y no se puede confirmar ninguna todavía.',
  notRoundPick: 'Esta no es la oferta que gana la ronda: solo se puede confirmar la de mayor monto (a igual monto, la hecha primero). Podés cerrar las otras.',
  playerInOperation: (player: string, operation: string) =>
    `${player} ya está en ${operation}; no puede entrar en otra operación hasta que se confirme o se cancele.`,
  playerReservedForStaff: (player: string, operation: string) =>
    `No se puede mover, liberar ni cambiar el estado de ${player}: está en ${operation}. Cancelá esa operación primero.`,
  playerNotWhereExpected: (player: string) => `${player} ya no está en el equipo o el estado que esta operación espera; no se movió nada.`,
  hiddenOffersNotCounted: (n: number) => `Sin contar ${n === 1 ? '1 oferta oculta' : `${n} ofertas ocultas`} (sus montos se ven al revelarse).`,
} as const;

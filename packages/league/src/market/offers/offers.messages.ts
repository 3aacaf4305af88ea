/** Spanish texts of release-clause offers (their form, their refusals, when their round is decided) that the specification does not fix. */
export const OFFERS_MSG = {
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
  playerValueInvalid: 'El valor del jugador no es válido.',
  extraValueRange: (max: string) => `El monto extra debe ser un número entero entre $ 0 y ${max}.`,
  extraValueBetween: (min: string, max: string) => `El monto extra debe ser un número entero entre ${min} y ${max}.`,
  clauseTotalRange: (min: string, max: string) => `El monto de la cláusula debe estar entre ${min} y ${max}.`,
  otherPlayersInvalid: 'Los jugadores adicionales deben ser una lista.',
  otherPlayersTooLong: 'La lista de jugadores adicionales es demasiado larga.',
  clauseNeedsTeam: 'Necesitás tener un equipo para ejecutar una cláusula.',
  clauseOwnPlayer: 'No podés ejecutar la cláusula de un jugador de tu propio equipo.',
  clauseTargetInvalid: 'Solo se pueden ejecutar cláusulas de jugadores de Primera y Segunda que no estén bloqueados ni restringidos.',
  clauseTeamMismatch: 'El jugador no pertenece a ese equipo.',
  clauseDuplicate: 'Ya tenés una oferta abierta por este jugador.',
  offerStillHidden: (revealAt: string) => `La oferta sigue oculta hasta las ${revealAt}; todavía no se puede confirmar.`,
  clauseLossLimit: (max: number) => `El equipo ya perdió ${max} jugadores por cláusula esta temporada (máximo ${max}).`,
  hiddenOffersNotCounted: (n: number) => `Sin contar ${n === 1 ? '1 oferta oculta' : `${n} ofertas ocultas`} (sus montos se ven al revelarse).`,
} as const;

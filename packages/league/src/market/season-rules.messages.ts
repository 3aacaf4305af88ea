/** Spanish texts of the season's market rules and of the limits they set. */
export const SEASON_RULES_MSG = {
  wholeBetween: (min: number, max: number) => `Debe ser un número entero entre ${min} y ${max}.`,
  factorBetween: (min: number, max: number) => `Debe ser un número entre ${min} y ${max}.`,
  revealHours: 'Elegí entre 1 y 6 horas de revelación (de 0 a 23).',
  revealHoursRepeated: 'No repitas horas de revelación.',
  clauseFactors: 'El máximo de la cláusula no puede ser menor que el mínimo.',
  betRange: 'La apuesta máxima no puede ser menor que la mínima.',
  auctionsOver20Range: 'Las subastas sobre mayores de 20 no pueden superar el total de subastas por equipo.',
  rulesSaved: 'Reglas de la temporada guardadas.',
  auctionClose: "Elegí 'fixed' (cierre fijo) o 'soft' (con prórroga).",
  auctionSettlement: "Elegí 'admin' (la confirma un Admin) o 'auto' (automática).",
  tradeReview: "Elegí 'none' (sin revisión), 'staff' (la aprueba la organización) u 'objection' (ventana de objeciones).",
  yesOrNo: 'Tiene que ser sí o no (true o false).',
  prizeTable: 'Los premios de cada torneo son montos enteros, de la posición 1 en adelante (a lo sumo 30).',

  // Limits the server enforces with the rules in force.
  auctionsPerTeam: (max: number) => `Tu equipo ya abrió ${max} subastas esta temporada (máximo ${max}).`,
  auctionsOver20: (max: number) => `Tu equipo ya abrió ${max} subastas de jugadores mayores de 20 esta temporada (máximo ${max}).`,
  auctionsNeedTeam: 'Necesitás tener un equipo para abrir una subasta.',
  betRangeFor: (min: string, max: string) => `El monto debe estar entre ${min} y ${max}.`,
  tooManyPrizes: (max: number) => `No puedes agregar más de ${max} premios.`,
  clauseLossesReached: (max: number) => `El equipo ya perdió ${max} jugadores por cláusula esta temporada (máximo ${max}).`,

  // Clause rounds
  raiseNotTied: 'Solo los managers empatados pueden subir su oferta durante la prórroga.',
  raiseNotInExtension: 'Esta ronda no está en prórroga: no se puede subir la oferta.',
  raiseMustBeHigher: 'La nueva oferta debe superar a la actual.',
  raiseOutOfRange: (max: string) => `La oferta no puede superar ${max}.`,
  raiseDone: 'Oferta aumentada.',
  roundAlreadyRevealed: 'Las ofertas por este jugador ya se revelaron: esperá a que se resuelva la ronda para hacer una nueva.',
} as const;

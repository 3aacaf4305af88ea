/** Spanish texts of a clause round's refusals: a manual confirmation follows the round's rule (decision 016). */
export const CLAUSE_ROUNDS_MSG = {
  roundInExtension: (until: string) =>
    `La ronda por este jugador está en prórroga por empate hasta las ${until}: no se puede confirmar ninguna oferta hasta que termine.`,
  roundTied: 'Las mejores ofertas de esta ronda empataron: la ronda pasa a prórroga y no se puede confirmar ninguna todavía.',
  notRoundPick: 'Esta no es la oferta que gana la ronda: solo se puede confirmar la de mayor monto (a igual monto, la hecha primero). Podés cerrar las otras.',
} as const;

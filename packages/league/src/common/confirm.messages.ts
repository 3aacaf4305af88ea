/**
 * The question asked before an action that moves money (decision 027): who pays whom how much,
 * and which player moves. Amounts arrive formatted ('$ 1.500.000') by the screen.
 */
export const CONFIRM_MSG = {
  cancel: 'Cancelar',
  /** The dialog's close (×) button, read by screen readers. */
  close: 'Cerrar',
  confirmTransferTitle: 'Confirmar la transferencia',
  transferPays: (buyer: string, seller: string, amount: string) => `${buyer} le paga ${amount} a ${seller}.`,
  transferNoMoney: 'No se mueve dinero.',
  transferPlayers: (players: string, team: string) => `Pasan a ${team}: ${players}.`,
  confirmOfferTitle: 'Confirmar la oferta',
  offerPays: (buyer: string, seller: string, amount: string) => `${buyer} le paga ${amount} a ${seller}.`,
  offerPlayer: (player: string, from: string, to: string) => `${player} pasa de ${from} al equipo de ${to}.`,
  closeOfferTitle: 'Cerrar la oferta',
  closeOffer: (buyer: string, player: string, amount: string) =>
    `Se cierra la oferta de ${buyer} por ${player} (${amount}): no se paga nada y el jugador no se mueve.`,
  confirmAuctionTitle: 'Confirmar el ganador de la subasta',
  auctionPays: (winner: string, team: string, amount: string) => `${winner} (${team}) paga ${amount} a la liga.`,
  auctionPlayer: (player: string, team: string) => `${player} pasa a ${team}.`,
  betWonTitle: 'Confirmar apuesta ganada',
  betWon: (user: string, amount: string, stake: string, odd: string) => `La liga le paga ${amount} a ${user} (${stake} × ${odd}).`,
  betLostTitle: 'Marcar apuesta perdida',
  betLost: (user: string, stake: string) => `${user} pierde los ${stake} apostados: no se le paga nada.`,
  betOn: (bet: string, option: string) => `Apuesta: ${bet} · ${option}.`,
  placeBetTitle: 'Confirmar la apuesta',
  placeBetPays: (stake: string, balance: string) => `Pagás ${stake} ahora, de tu presupuesto (te quedan ${balance}).`,
  placeBetPrize: (bet: string, option: string, payout: string) => `Apuesta: ${bet} · ${option}. Si acertás, la liga te paga ${payout}.`,
  placeBetConfirm: 'Apostar',
  sendPrizesTitle: 'Enviar premios',
  prizePays: (team: string, amount: string, position: string | number) => `La liga le paga ${amount} a ${team} (puesto ${position}).`,
  budgetTitle: 'Cambiar el presupuesto',
  budgetChange: (user: string, from: string, to: string) => `El presupuesto de ${user} pasa de ${from} a ${to}.`,
  budgetDelta: (delta: string) => `Diferencia: ${delta}.`,
  confirm: 'Confirmar',
} as const;

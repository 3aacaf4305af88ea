import { SENIOR_AGE_OVER } from '../../constants';

/** Spanish texts of the squad actions on /plantel (decision 041): block, release, register. */
export const SQUAD_ACTIONS_MSG = {
  // Buttons and the confirmation dialog
  block: 'Bloquear',
  release: 'Liberar',
  register: 'Inscribir',
  actions: 'ACCIONES',
  /** A row's button as a screen reader names it: 'Bloquear a Juan Pérez'. */
  actionOn: (action: string, player: string) => `${action} a ${player}`,
  blockTitle: (player: string) => `Bloquear a ${player}`,
  releaseTitle: (player: string) => `Liberar a ${player}`,
  registerTitle: (player: string) => `Inscribir a ${player}`,
  blockFree: 'Es tu bloqueo sin costo de la temporada.',
  blockCost: (team: string, amount: string) => `${team} paga ${amount} a la liga.`,
  blockProtects: (player: string) => `${player} queda bloqueado hasta el final de la temporada: nadie puede ejecutarle la cláusula.`,
  blocksLeftAfter: (left: number) => (left === 1 ? 'Después te queda 1 bloqueo esta temporada.' : `Después te quedan ${left} bloqueos esta temporada.`),
  releaseCredit: (team: string, amount: string, percent: string) => `La liga le paga ${amount} a ${team} (el ${percent} de su valor).`,
  releaseMoves: (player: string) => `${player} pasa a los agentes libres y deja tu plantel.`,
  registerFree: 'Inscribir no tiene costo.',
  registerCounts: (player: string) => `${player} queda inscripto y cuenta en el cupo del plantel.`,
  registerLiftsProtection: (player: string) => `${player} está bloqueado: al inscribirlo pierde esa protección y se le puede ejecutar la cláusula.`,
  blocksSummary: (used: number, max: number) => `Bloqueos usados esta temporada: ${used} de ${max}.`,
  nextBlockFree: 'El próximo bloqueo no tiene costo.',

  // Answers of the server
  blocked: (player: string) => `${player} quedó bloqueado por esta temporada.`,
  released: (player: string) => `${player} quedó libre.`,
  registered: (player: string) => `${player} quedó inscripto.`,

  // Refusals
  notYourPlayer: 'Solo el manager del equipo del jugador (o un Admin) puede bloquearlo, liberarlo o inscribirlo.',
  teamWithoutManager: 'El equipo del jugador no tiene manager: no hay a quién cobrarle ni pagarle.',
  notInLeagueTeam: 'Solo se pueden bloquear jugadores de equipos de Primera o Segunda.',
  notInSquad: (player: string) => `${player} no está en el plantel de un equipo.`,
  alreadyBlocked: (player: string) => `${player} ya está bloqueado.`,
  restrictedAlreadyProtected: (player: string) => `${player} está restringido: ya no se le puede ejecutar la cláusula.`,
  blocksReached: (max: number) => `Tu equipo ya usó sus ${max} bloqueos de esta temporada (máximo ${max}).`,
  alreadyRegistered: (player: string) => `${player} ya está inscripto.`,
  releasedCannotReturn: (player: string) => `${player} fue liberado por este equipo esta temporada: no puede volver a él hasta la próxima temporada.`,
  restrictedByStaff: (player: string) => `${player} está restringido por la organización: solo el staff puede cambiar su estado.`,
  blockLastsSeason: (player: string) => `Bloqueaste a ${player} esta temporada: el bloqueo dura hasta el final de la temporada.`,
  registerWouldUnblock: (player: string) =>
    `${player} está bloqueado: nadie le puede ejecutar la cláusula. Inscribirlo le saca esa protección; para inscribirlo igual, confirmá que la pierde.`,
  registeredSeniorsFull: (max: number) => `Tu plantel ya tiene ${max} mayores de ${SENIOR_AGE_OVER} años inscriptos (máximo ${max}).`,
  registeredYouthFull: (max: number) => `Tu plantel ya tiene ${max} juveniles inscriptos (máximo ${max}).`,
  actionsLoadError: 'No se pudieron cargar las acciones del plantel.',

  // Ledger descriptions (movements screens)
  blockEntry: (player: string) => `Bloqueo de ${player}`,
  releaseEntry: (player: string) => `Liberación de ${player}`,
} as const;

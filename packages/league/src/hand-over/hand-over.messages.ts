import { paths } from '../core/paths';
import { formatMoney } from '../market/money.rules';
import type { NotificationText } from '../notifications/notifications.messages';

/** Every Spanish text of a team's hand-over (docs/decisions/029-team-hand-over.md). */
export const HAND_OVER_MSG = {
  teamNotFound: 'No encontramos ese equipo.',
  teamWithoutManager: 'Ese equipo no tiene manager: asignalo desde la edición del equipo.',
  teamOutsideLeague: 'Solo se traspasan equipos de Primera o Segunda.',
  receiverNotFound: 'No encontramos a ese usuario.',
  receiverNotWaiting: 'Solo se puede traspasar el equipo a un usuario En lista de espera.',
  receiverHasTeam: 'Ese usuario ya dirige otro equipo.',
  receiverIsOwner: 'Ese usuario ya es el manager del equipo.',
  choicesMissing: 'Elegí qué hacer con cada tipo de operación abierta.',
  choiceNotAllowed: 'Esa operación no se puede traspasar: solo se puede cerrar.',
  teamChanged: 'El equipo cambió de manager mientras lo traspasabas. Volvé a cargar la pantalla.',
  reasonRequired: 'Contá por qué se traspasa el equipo.',
  invitationNotFound: 'Esa invitación no existe. Pedile al Admin un enlace nuevo.',
  invitationUsed: 'Esa invitación ya se usó: cada enlace sirve una sola vez.',
  invitationExpired: 'Esa invitación venció. Pedile al Admin un enlace nuevo.',
  invitationRevoked: 'Esa invitación fue anulada por el Admin.',
  invitationRevokedOk: 'Invitación anulada.',
  handedOver: (n: { team: string; to: string }) => `${n.team} ahora lo dirige ${n.to}.`,
  budgetLedgerReason: (team: string) => `Traspaso del equipo ${team}: el presupuesto pasa con el equipo`,
} as const;

/** The Admin's screen: the card on the team page and its confirmation. */
export const HAND_OVER_UI = {
  title: 'Traspasar equipo',
  intro: 'El equipo pasa con su plantel y su presupuesto a un usuario En lista de espera.',
  receiverLabel: 'Nuevo manager',
  receiverPlaceholder: 'Elegí un usuario En lista de espera',
  noCandidates: 'No hay usuarios En lista de espera sin equipo.',
  noOperations: 'El manager actual no tiene operaciones abiertas.',
  operationsTitle: 'Operaciones abiertas del manager actual',
  budgetLine: (name: string, amount: string) => `Presupuesto de ${name}: ${amount}`,
  action: 'Traspasar equipo',
  confirmTitle: (team: string) => `¿Traspasar ${team}?`,
  confirmTo: (team: string, from: string, to: string) => `${team} pasa de ${from} a ${to}.`,
  confirmBudget: (amount: string, to: string) => `${to} recibe el presupuesto: ${amount}.`,
  confirmChoice: (kind: string, n: number, choice: string) => `${kind} (${n}): ${choice}.`,
  confirmLabel: 'Sí, traspasar',
  reasonLabel: 'Motivo',
  reasonPlaceholder: 'Por qué se traspasa el equipo',
  withoutManager: 'El equipo no tiene manager: asignalo con el formulario de arriba.',
  inviteIntro: 'O invitá a alguien nuevo: el enlace crea su cuenta con el equipo, sirve una sola vez y vence en 7 días.',
  inviteAction: 'Crear enlace de invitación',
  inviteConfirmTitle: (team: string) => `¿Crear un enlace para dirigir ${team}?`,
  inviteConfirmLine: (team: string, from: string) => `Quien use el enlace crea su cuenta y recibe ${team} con su plantel; ${from} vuelve a la lista de espera.`,
  inviteConfirmLabel: 'Sí, crear el enlace',
  inviteCreated: 'Enlace creado. Copialo ahora: por seguridad no se vuelve a mostrar.',
  inviteLinkLabel: 'Enlace de invitación',
  inviteExpires: (when: string) => `Vence el ${when}.`,
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  revoke: 'Anular enlace',
} as const;

/** The public page of an invitation link. */
export const INVITATION_UI = {
  title: (team: string) => `Te invitaron a dirigir ${team}`,
  intro: (division: string | null, expires: string) =>
    `Creá tu cuenta y el equipo${division ? ` de ${division}` : ''} pasa a ser tuyo, con su plantel y su presupuesto. El enlace vence el ${expires}.`,
  loading: 'Cargando la invitación…',
  accept: 'Crear cuenta y dirigir el equipo',
  loginInstead: '¿Ya tenés cuenta? Pedile al Admin que te traspase el equipo. Ingresar',
} as const;

/** How each kind of open operation is named on the screen. */
export const HAND_OVER_KIND_LABELS = {
  transfer: 'Traspasos pendientes',
  offer: 'Ofertas por cláusula en curso',
  auction: 'Subastas abiertas',
  bet: 'Apuestas',
} as const;

export const HAND_OVER_CHOICE_LABELS = { close: 'Cerrar', hand: 'Traspasar', keep: 'Quedan con el manager anterior' } as const;

/**
 * The notices of a hand-over. Their kind is the budget's ('budget.changed'): the budget moves
 * with the team, and the user's saved delivery choice for it applies.
 */
export const HAND_OVER_NOTIFY = {
  received: (n: { team: string; amount: number; by: string }): NotificationText => ({
    kind: 'budget.changed',
    title: `Ahora dirigís ${n.team}`,
    body: `${n.by} te traspasó ${n.team}: el plantel y un presupuesto de ${formatMoney(n.amount)} son tuyos.`,
    link: paths.plantel,
  }),
  /** Staff who gave up a team keep their role (`formerOwnerRole`): only a manager goes back to the waiting list. */
  lost: (n: { team: string; to: string; amount: number; by: string; backToWaitingList: boolean }): NotificationText => ({
    kind: 'budget.changed',
    title: `Ya no dirigís ${n.team}`,
    body: `${n.by} traspasó ${n.team} a ${n.to}; el presupuesto de ${formatMoney(n.amount)} pasó con el equipo.${n.backToWaitingList ? ' Volvés a la lista de espera.' : ''}`,
    link: paths.movimientos,
  }),
};

import { formatLeagueTime } from '../market/offers/offers.rules';
import type { NotificationText } from '../notifications/notifications.messages';
import type { Deadline, DeadlineKind, ReminderLead } from './deadlines.rules';

/** A match as the calendar names it: "Local vs Visitante (Torneo, Fecha 3)". */
export const matchLabel = (m: { home: string; away: string; tournament: string; stage: string }) => `${m.home} vs ${m.away} (${m.tournament}, ${m.stage})`;

/**
 * What each deadline is called, in the calendar and in its reminder (docs/decisions/033-deadline-reminders.md):
 * one text for both, so the feed and the notice say the same.
 */
export const DEADLINE_SUMMARY = {
  clauseReveal: (player: string) => `Revelación de tu oferta por ${player}`,
  auctionEnd: (player: string) => `Cierra la subasta de ${player}`,
  windowStart: (match: string) => `Abre la ventana de ${match}`,
  matchDeadline: (match: string) => `Vence el plazo para jugar y reportar ${match}`,
  resultConfirm: (match: string) => `Vence el plazo para confirmar o disputar el resultado de ${match}`,
  seasonStart: (season: string) => `Empieza la temporada ${season}`,
  marketOpen: (season: string) => `Abre el mercado de ${season}`,
} as const;

/** How each kind reads on the reminder settings card. */
export const DEADLINE_KIND_LABELS: Record<DeadlineKind, string> = {
  'clause.reveal': 'Revelación de una oferta de cláusula tuya',
  'auction.end': 'Cierre de una subasta en la que ofertaste',
  'match.window_start': 'Apertura de la ventana de tu partido',
  'match.deadline': 'Plazo para jugar y reportar tu partido',
  'result.confirm': 'Plazo para confirmar un resultado que reportó tu rival',
  'market.gate': 'Inicio de la temporada y apertura del mercado',
};

export const REMINDER_LEAD_LABELS: Record<ReminderLead, string> = {
  off: 'No recordar',
  '15m': '15 minutos antes',
  '1h': '1 hora antes',
  '3h': '3 horas antes',
  '24h': '24 horas antes',
};

const TITLES: Record<DeadlineKind, string> = {
  'clause.reveal': 'Se acerca la revelación de tu oferta',
  'auction.end': 'Se acerca el cierre de una subasta',
  'match.window_start': 'Se acerca la ventana de tu partido',
  'match.deadline': 'Se acerca el plazo de tu partido',
  'result.confirm': 'Tenés un resultado para confirmar',
  'market.gate': 'Se acerca una apertura del mercado',
};

export const REMINDER_MSG = {
  /** The notice of a reminder: the deadline's name and its time in the league's zone, linking where the user acts. */
  notice: (d: Deadline, tz: string): NotificationText => ({
    kind: 'deadline.reminder',
    title: TITLES[d.kind],
    body: `${d.summary}: ${formatLeagueTime(d.dueAt, tz)}.`,
    link: d.link,
  }),
  cardTitle: 'Recordatorios',
  cardIntro:
    'Te avisamos antes de cada vencimiento tuyo, por el canal que elijas para «Recordatorios de vencimientos». Elegí con cuánta anticipación, o apagalos.',
  save: 'Guardar recordatorios',
  saved: 'Recordatorios guardados.',
  loadError: 'No se pudieron cargar los recordatorios.',
} as const;

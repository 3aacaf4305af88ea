// Plain constants, apart from the schemas: the app's menu reads JOB_LABELS, and a menu that imported
// a *.schema.ts file would bring zod into every logged-in screen (docs/decisions/036-the-standard-build.md).

/**
 * The server's scheduled jobs as the Admin's page 'Tareas' lists them (decision 023). A job added
 * to the server's registry gets its name here, with its Spanish label.
 */
export const JOB_NAMES = [
  'clause-rounds',
  'auction-ends',
  'deserted-auctions',
  'transfer-consents',
  'result-confirmations',
  'deadline-reminders',
  'backups',
  'outbox',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const JOB_LABELS: Record<JobName, string> = {
  'clause-rounds': 'Rondas de cláusulas',
  'auction-ends': 'Cierre de subastas',
  'deserted-auctions': 'Subastas desiertas',
  'transfer-consents': 'Transferencias en ventana de objeciones',
  'result-confirmations': 'Resultados confirmados por silencio',
  'deadline-reminders': 'Recordatorios de vencimientos',
  backups: 'Copias de seguridad',
  outbox: 'Entrega de notificaciones',
};

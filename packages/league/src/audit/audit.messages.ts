import type { AuditKind } from './audit.schema';

/** What each audit entry records, in the words of the Admin's screen (docs/decisions/022-audit-log.md). */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'budget.changed': 'Cambio de presupuesto',
  'player.edited': 'Jugador editado',
  'team.edited': 'Equipo editado',
  'user.role_changed': 'Cambio de rol',
  'user.edited': 'Usuario editado',
  'offer.confirmed_by_staff': 'Cláusula confirmada por staff',
  'offer.closed_by_staff': 'Cláusula cerrada por staff',
  'bet.confirmed': 'Apuesta confirmada',
  'bet.settled': 'Apuesta liquidada',
  'auction.closed_by_staff': 'Subasta confirmada por staff',
  'auction.settled': 'Subasta liquidada por el servidor',
  'operation.reversed': 'Operación revertida',
  'match.corrected': 'Resultado corregido',
  'match.confirmed_by_silence': 'Resultado confirmado por silencio',
  'season_rules.changed': 'Reglas de la temporada cambiadas',
  'settings.changed': 'Configuración cambiada',
  'import.legacy': 'Importación de la app anterior',
  'import.fm': 'Importación de Football Manager',
  'backup.restored': 'Copia de seguridad restaurada',
  'clause_round.resolved': 'Ronda de cláusulas resuelta',
  'transfer.approved': 'Transferencia aprobada por staff',
  'transfer.vetoed': 'Transferencia vetada por staff',
  'transfer.objected': 'Objeción a una transferencia',
  'transfer.consented': 'Transferencia firme al cerrar la ventana de objeciones',
  'job.run_now': 'Tarea ejecutada a mano',
  'round.windows_set': 'Fechas de las rondas fijadas',
  'match.dispute_ruled': 'Disputa de resultado resuelta por staff',
  'match.walkover': 'Walkover otorgado',
  'match.unplayed': 'Partido marcado sin jugar',
  'tournament.closed': 'Torneo cerrado y premios pagados',
  'season.rolled_over': 'Nueva temporada iniciada',
  'season.objectives_changed': 'Objetivos de la temporada cambiados',
  'clause_round.offer_closed': 'Cláusula cerrada por la ronda',
  'auction.cancelled_by_staff': 'Subasta cancelada por staff',
  'user.created': 'Usuario creado',
  'user.deleted': 'Usuario dado de baja',
  'team.created': 'Equipo creado',
  'player.created': 'Jugador creado',
  'player.deleted': 'Jugador borrado',
  'match.statistics_changed': 'Estadísticas de partido cargadas',
  'season.changed': 'Temporada cambiada',
  'team.handed_over': 'Equipo traspasado a otro manager',
  'team.invitation_created': 'Invitación para dirigir un equipo',
  'team.invitation_revoked': 'Invitación anulada',
  'signal.reviewed': 'Señal revisada',
};

/**
 * The stored flags an entry's values may hold (the documents' words: matches `pending|completed`),
 * read in Spanish on the screens; the entry itself keeps the stored word.
 */
export const AUDIT_VALUE_LABELS: Readonly<Record<string, string>> = {
  pending: 'pendiente',
  completed: 'completado',
};

/** Spanish texts of the audit log: the server's refusals and the screens. */
export const AUDIT_MSG = {
  reasonRequired: 'Escribí el motivo del cambio de presupuesto.',
  reasonTooLong: 'El motivo no puede tener más de 500 caracteres.',
  kindInvalid: 'Elegí un tipo de registro de la lista.',
  actorServer: 'Servidor',
  // The Admin's screen
  screenTitle: 'AUDITORÍA',
  screenHelp:
    'Cada acción del staff y cada decisión automática del servidor, con los valores de antes y después y el motivo. Nadie puede editar ni borrar un registro.',
  menu: 'Auditoría',
  filterActor: 'Quién',
  filterKind: 'Qué',
  filterUser: 'Usuario afectado',
  filterSeason: 'Temporada',
  anyone: 'Todos',
  anyKind: 'Todos los tipos',
  allSeasons: 'Todas las temporadas',
  downloadCsv: 'Descargar CSV',
  empty: 'No hay registros para estos filtros.',
  loadError: 'No se pudo cargar el registro de auditoría.',
  downloadError: 'No se pudo descargar el CSV de auditoría.',
  colAt: 'Cuándo',
  colActor: 'Quién',
  colKind: 'Qué',
  colUser: 'Usuario',
  colTeam: 'Equipo',
  colReference: 'Referencia',
  colBefore: 'Antes',
  colAfter: 'Después',
  colReason: 'Motivo',
  // The manager's movements screen
  myEntriesTitle: 'Registro de auditoría',
  myEntriesHelp: 'Las acciones del staff y del servidor que tocaron tu equipo o tu plata.',
  myEntriesEmpty: 'Ninguna acción del staff tocó tu equipo ni tu plata.',
  // The budget form's confirmation
  budgetReasonLabel: 'Motivo del cambio de presupuesto',
  budgetReasonPlaceholder: 'Por ejemplo: premio mal cargado',
} as const;

/** The CSV's header row (the screen's columns). */
export const AUDIT_CSV_COLUMNS = [
  AUDIT_MSG.colAt,
  AUDIT_MSG.colActor,
  AUDIT_MSG.colKind,
  AUDIT_MSG.colUser,
  AUDIT_MSG.colTeam,
  'Temporada',
  AUDIT_MSG.colReference,
  AUDIT_MSG.colBefore,
  AUDIT_MSG.colAfter,
  AUDIT_MSG.colReason,
] as const;

import type { ScreenAccess } from '@superliga/league';
import { paths, WATCH_MSG } from '@superliga/league';

export interface NavItem {
  to: string;
  label: string;
  /** Who may use the screen (SCREEN_ACCESS in @superliga/league); 'anyone' when left out. */
  access?: ScreenAccess;
}

/** The sidebar (000 §2), each link shown only to whom its screen serves. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.dashboard, label: 'Mi estado' },
  { to: paths.tablas, label: 'Tablas' },
  { to: paths.estadisticas, label: 'Estadísticas' },
  { to: paths.fixturePrimera, label: 'Fixture Primera' },
  { to: paths.fixtureSegunda, label: 'Fixture Segunda' },
  { to: paths.plantel, label: 'Mi plantel', access: 'team' },
  { to: paths.players, label: 'Jugadores' },
  { to: paths.seguidos, label: WATCH_MSG.navLabel },
  { to: paths.users, label: 'Managers' },
  { to: paths.teams, label: 'Equipos' },
  { to: paths.palmares, label: 'Palmarés' },
  { to: paths.apuestas, label: 'Apuestas' },
  { to: paths.newBet, label: 'Crear apuesta', access: 'staff' },
  { to: paths.reglamento, label: 'Reglamento' },
  { to: paths.partidos, label: 'Partidos' },
  { to: paths.misOfertas, label: 'Mis ofertas' },
  { to: paths.offers, label: 'Cláusulas ejecutadas' },
  { to: paths.rondasClausulas, label: 'Rondas de cláusulas' },
  { to: paths.cumplimiento, label: 'Cumplimiento' },
  { to: paths.transferencias, label: 'Intercambios' },
  { to: paths.crearSubasta, label: 'Crear subasta', access: 'team' },
  { to: paths.subastas, label: 'Subastas' },
  { to: paths.clausula, label: 'Ejecutar cláusula', access: 'team' },
  { to: paths.transfer, label: 'Transferir', access: 'teamOrAdmin' },
  { to: paths.movimientos, label: 'Movimientos' },
  { to: paths.notificaciones, label: 'Notificaciones' },
  { to: paths.about, label: 'Acerca de' },
  { to: paths.userBets, label: 'Confirmar apuestas', access: 'admin' },
  { to: paths.torneos, label: 'Cargar torneo', access: 'staff' },
  { to: paths.ofertasConfirmadas, label: 'Ofertas confirmadas', access: 'admin' },
  { to: paths.reversiones, label: 'Reversiones', access: 'admin' },
  { to: paths.revisionTransferencias, label: 'Revisión de transferencias', access: 'staff' },
  { to: paths.tareas, label: 'Tareas', access: 'admin' },
  { to: paths.auditoria, label: 'Auditoría', access: 'admin' },
  { to: paths.senales, label: 'Señales', access: 'staff' },
  { to: paths.premios, label: 'Premios', access: 'admin' },
  { to: paths.cierreTorneos, label: 'Cierre de torneos', access: 'admin' },
  { to: paths.seasons, label: 'Temporadas', access: 'admin' },
  { to: paths.seasonRules, label: 'Reglas de la temporada', access: 'admin' },
  { to: paths.nuevaTemporada, label: 'Nueva temporada', access: 'admin' },
  { to: paths.importarFm, label: 'Importar de FM', access: 'admin' },
  { to: paths.copiasSeguridad, label: 'Copias de seguridad', access: 'admin' },
  { to: paths.importarLegacy, label: 'Importar app vieja', access: 'admin' },
  { to: paths.chatbot, label: 'Asistente' },
  { to: paths.prode, label: 'Prode' },
];

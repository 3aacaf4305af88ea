import { paths } from './paths';

export interface NavItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/** The sidebar (000 §2); the last four are Admin-only. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.dashboard, label: 'Mi estado' },
  { to: paths.tablas, label: 'Tablas' },
  { to: paths.estadisticas, label: 'Estadísticas' },
  { to: paths.fixturePrimera, label: 'Fixture Primera' },
  { to: paths.fixtureSegunda, label: 'Fixture Segunda' },
  { to: paths.plantel, label: 'Mi plantel' },
  { to: paths.players, label: 'Jugadores' },
  { to: paths.users, label: 'Managers' },
  { to: paths.teams, label: 'Equipos' },
  { to: paths.apuestas, label: 'Apuestas' },
  { to: paths.newBet, label: 'Crear apuesta' },
  { to: paths.reglamento, label: 'Reglamento' },
  { to: paths.partidos, label: 'Partidos' },
  { to: paths.misOfertas, label: 'Mis ofertas' },
  { to: paths.offers, label: 'Cláusulas ejecutadas' },
  { to: paths.rondasClausulas, label: 'Rondas de cláusulas' },
  { to: paths.transferencias, label: 'Intercambios' },
  { to: paths.crearSubasta, label: 'Crear subasta' },
  { to: paths.subastas, label: 'Subastas' },
  { to: paths.clausula, label: 'Ejecutar cláusula' },
  { to: paths.transfer, label: 'Transferir' },
  { to: paths.movimientos, label: 'Movimientos' },
  { to: paths.about, label: 'Acerca de' },
  { to: paths.userBets, label: 'Confirmar apuestas', adminOnly: true },
  { to: paths.torneos, label: 'Cargar torneo', adminOnly: true },
  { to: paths.ofertasConfirmadas, label: 'Ofertas confirmadas', adminOnly: true },
  { to: paths.premios, label: 'Premios', adminOnly: true },
  { to: paths.seasons, label: 'Temporadas', adminOnly: true },
  { to: paths.seasonRules, label: 'Reglas de la temporada', adminOnly: true },
  { to: paths.chatbot, label: 'Asistente' },
  { to: paths.prode, label: 'Prode' },
];

/** The players screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const PLAYERS_SCREEN = {
  sinCambios: (status: string | number) => `Sin cambios (${status})`,
  agentesLibresSiNoElegis: 'Agentes libres si no elegís uno',
  edad: 'Edad',
  ca: 'CA',
  pa: 'PA',
  liberadoPasaAAgentes: 'liberado (pasa a agentes libres)',
  nuevoJugadorTitulo: 'NUEVO JUGADOR',
  crearJugador: 'Crear jugador',
  soloUnAdminOUn: 'Solo un Admin o un Organizador puede editar jugadores. Para sumar o liberar jugadores usá las transferencias, cláusulas y subastas.',
};

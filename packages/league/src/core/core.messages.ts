/** Spanish texts of the league core (users, players, teams, squad, seasons) beyond 000 §8. */
export const CORE_MSG = {
  // Users
  userNotFound: 'Usuario no encontrado.',
  roleInvalid: 'El rol no es válido.',
  budgetInvalid: 'El presupuesto debe ser un número entero.',
  budgetNegative: 'El presupuesto no puede quedar negativo.',
  budgetMoved: 'El presupuesto cambió desde que lo cargaste. Volvé a cargar el usuario y repetí el cambio.',
  versionInvalid: 'La versión del presupuesto no es válida.',
  onlyOwnPassword: 'Solo puedes cambiar tu propia contraseña.',
  onlyAdminFields: 'Solo un Admin puede cambiar el nombre, el email, el rol o el presupuesto.',
  lastAdmin: 'No se puede quitar el rol ni borrar al último Admin de la liga.',
  cannotDeleteSelf: 'No puedes borrar tu propio usuario.',
  budgetLedgerReason: 'Ajuste de presupuesto por Admin',

  // Players
  playerNotFound: 'Jugador no encontrado.',
  ageRange: 'La edad debe estar entre 14 y 50.',
  caRange: 'El CA debe estar entre 1 y 200.',
  paRange: 'El PA debe estar entre 1 y 200.',
  paBelowCa: 'El PA no puede ser menor que el CA.',
  valueInvalid: 'El valor debe ser un número entero mayor o igual a 0.',
  statusInvalid: 'El estado no es válido.',
  teamRequired: 'Elegí un equipo.',
  teamMissing: 'El equipo elegido no existe.',
  playerHasHistory:
    'El jugador tiene historial (transferencias, cláusulas, subastas, apuestas o estadísticas) y no se puede borrar. Libéralo para moverlo a agentes libres.',
  searchTooShort: 'Escribí al menos 2 letras para buscar.',

  // Teams
  teamNotFound: 'Equipo no encontrado.',
  teamNameTaken: 'Ya existe un equipo con ese nombre.',
  divisionInvalid: 'La división debe ser Primera o Segunda.',
  managerMissing: 'El manager elegido no existe.',
  managerHasTeam: (team: string) => `Ese manager ya tiene un equipo asignado: ${team}. Un manager puede tener un solo equipo.`,

  // Seasons
  seasonNotFound: 'Temporada no encontrada.',
  seasonNameRequired: 'El nombre de la temporada es obligatorio.',
  startDateInvalid: 'La fecha de inicio no es válida.',
  endDateInvalid: 'La fecha de fin no es válida.',
  endBeforeStart: 'La fecha de fin debe ser posterior a la de inicio.',
  seasonCreated: 'Temporada creada satisfactoriamente',
  seasonUpdated: 'Temporada actualizada satisfactoriamente',
} as const;

/**
 * The phone's bottom tab bar (docs/decisions/027-the-phone-app.md): five places a manager goes with
 * one thumb; "Más" opens the whole menu.
 */
export const TAB_BAR = {
  label: 'Secciones',
  home: 'Inicio',
  market: 'Mercado',
  squad: 'Plantel',
  league: 'Liga',
  more: 'Más',
} as const;

/**
 * Every Spanish text the server or the client shows. Texts that come from the specification are
 * reproduced exactly, typos included ('Trasnferencia', 'Create una cuenta').
 */
export const MSG = {
  // Accounts (000 §2, §8, DECISIONS)
  loginTitle: 'Conectate con tu cuenta',
  loginButton: 'Conectate',
  notRegistered: 'No estás registrado?',
  createAccount: 'Create una cuenta',
  signupTitle: 'Registrate',
  signupButton: 'Registrate',
  alreadyRegistered: 'Ya estás registrado?',
  placeholderName: 'Nombre de usuario',
  placeholderEmail: 'Email',
  placeholderPassword: 'Password',
  placeholderPasswordConfirm: 'Confirma tu password',
  badCredentials: 'Contraseña o email incorrectos',
  tooManyAttempts: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
  /** MONEY_MAX written out (a test keeps them equal). */
  moneyTooLarge: 'El monto no puede superar 1.000.000.000.000.000.',
  budgetAboveMax: 'El presupuesto no puede superar 1.000.000.000.000.000.',
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',
  unauthenticated: 'No autenticado. Iniciá sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  noPermissionPage: 'No tienes permiso para ver esta página.',
  notFound: 'No encontrado.',
  routeNotFound: 'Ruta no encontrada.',
  validationFailed: 'Los datos enviados no son válidos.',
  internalError: 'Ocurrió un error inesperado. Intentá de nuevo más tarde.',
  busyConflict: 'Otra operación cambió los mismos datos al mismo tiempo y no se pudo completar la tuya. No se hizo ningún cambio: intentá de nuevo.',
  loggedOut: 'Sesión cerrada.',
  logout: 'Logout',
  pageNotFound: '404 - Page Not Found',
  loading: 'CARGANDO...',

  // Field validation
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: 'El nombre no puede tener más de 55 caracteres.',
  emailRequired: 'El email es obligatorio.',
  emailInvalid: 'El email debe ser una dirección válida.',
  emailTaken: 'El email ya está registrado.',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordTooShort: 'La contraseña debe tener al menos 10 caracteres.',
  passwordTooCommon: 'Esa contraseña es de las más usadas y se adivina fácil. Elegí otra.',
  passwordRule: 'Al menos 10 caracteres, y que no sea una de las contraseñas más usadas.',
  passwordMismatch: 'La confirmación de la contraseña no coincide.',
  passwordConfirmRequired: 'Confirmá la contraseña.',
  integerRequired: 'Debe ser un número entero.',

  // Users (000 §2, §8)
  usersTitle: 'USUARIOS',
  newUser: 'Nuevo Usuario',
  newUserTitle: 'NUEVO USUARIO',
  editUserTitle: (name: string) => `ACTUALIZAR USUARIO: ${name}`,
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  confirmDeleteUser: 'Estás seguro que quieres borrar este usuario??',
  userUpdated: 'Usuario actualizado satisfactoriamente',
  userCreated: 'Usuario creado satisfactoriamente',
  userDeleted: 'Usuario eliminado satisfactoriamente',

  // Players
  playerUpdated: 'Jugador actualizado satisfactoriamente',
  playerCreated: 'Jugador creado satisfactoriamente',
  playerDeleted: 'Jugador eliminado satisfactoriamente',
  filterOutsideTeams: 'Filtrar por equipos fuera de Primera y Segunda',
  searchPlayersError: 'Error al buscar jugadores por nombre',
  filterPlayersError: 'Error al filtrar jugadores por equipo',

  // Teams and squad
  teamWithoutManager: 'Equipo sin manager asignado',
  viewTeam: 'Ver equipo',
  viewStats: 'Ver estadísticas',
  teamUpdated: 'Equipo actualizado satisfactoriamente',
  teamCreated: 'Equipo creado satisfactoriamente',
  noTeamAssigned: 'No tienes equipo asignado. Prueba presionando el botón Cargar plantel',
  loadSquad: 'Cargar plantel',
  squadLoadError: 'Error al obtener equipo:',

  // Transfers (000 §2, §8)
  transferDataUpdated: 'Datos actualizados',
  cancelTransfer: 'Cancelar transferencia',
  sendTransfer: 'Enviar Transferencia',
  transferError: 'Error en la Trasnferencia: ',
  transferDone: 'Transferencia realizada correctamente',
  confirmTransfer: 'Confirmar Transferencia',

  // Release clauses and offers
  clauseSent: 'Ejecución de cláusula enviada',
  clausesTitle: 'CLÁUSULAS DE RESCISIÓN EJECUTADAS',
  allSeasons: 'Todas las temporadas',
  newOffer: 'Nueva oferta',
  hidden: 'Oculto',
  teamsLoadError: 'Error al obtener los equipos.',
  filterByTeamError: 'Error al filtrar jugadores por equipo.',
  filterByUserError: 'Error al filtrar jugadores por usuario.',
  clauseSendError: 'Error al enviar la cláusula de rescisión.',
  teamUserNotFound: 'Usuario no encontrado para el equipo.',
  offerCreatorNotFound: 'Usuario que creó la oferta no encontrado.',
  destinationTeamNotFound: 'Equipo destino no encontrado.',
  offerAlreadyConfirmed: 'Oferta ya confirmada.',
  offerClosed: 'Oferta cerrada.',
  offerNotFound: 'Oferta no encontrada.',
  offerConfirmed: 'Oferta confirmada satisfactoriamente',
  offerClosedOk: 'Oferta cerrada satisfactoriamente',
  offerConfirmError: 'Error al confirmar la oferta:',
  offerCloseError: 'Error al cerrar la oferta:',
  playerOffersLoadError: 'Error al obtener las ofertas del jugador.',

  // Dashboard
  chooseSeason: 'Seleccione una temporada',
  noPlayer: 'Sin jugador',
  noBid: 'Sin oferta',

  // Bets
  betDeleted: 'Apuesta eliminada correctamente',
  matchBetCreated: 'Apuesta de partido creada correctamente',
  playerBetCreated: 'Apuesta de jugador creada correctamente',
  betPlaced: 'Apuesta agregada correctamente',
  betConfirmed: 'Apuesta confirmada correctamente',

  // Auctions
  auctionCreated: 'Subasta creada exitosamente',
  auctionCreateError: 'Error al crear la subasta: ',
  auctionConfirmError: 'Error al confirmar la subasta.',
  auctionConfirmed: 'Subasta confirmada y jugador transferido.',
  noAuctionsForPlayer: 'No hay subastas disponibles para este jugador.',
  bidTooLow: 'La oferta debe ser mayor que la oferta anterior.',

  // Matches, tournaments, statistics, prizes
  matchNeedsRound: 'Tienes que cargar Fecha o Ronda',
  matchNeedsTeams: 'Tienes que cargar los equipos',
  matchNeedsGoals: 'Tienes que cargar los goles',
  matchNeedsTournament: 'Tienes que cargar el torneo',
  matchCancelled: 'Carga de partido cancelada',
  matchCreated: 'Partido creado correctamente',
  matchReopened: 'Partido habilitado para editar',
  statsSaved: 'Estadísticas guardadas correctamente',
  statsSaveError: 'Error al guardar estadísticas',
  tournamentCreated: 'Torneo creado correctamente',
  prizesSent: 'Premios enviados correctamente.',
  tooManyPrizes: 'No puedes agregar más de 14 premios.',
  prizeFieldsRequired: 'Por favor, completa todos los campos obligatorios.',
  noPrizes: 'No hay premios para enviar.',

  // Countdown and gates
  marketStarted: 'El mercado acaba de iniciar!',

  // Assistant (the documents call it chatbot; its path stays /chatbot)
  assistantError: 'Ocurrió un error al procesar tu solicitud.',

  // Backups and restore (decision 020)
  backupsTitle: 'COPIAS DE SEGURIDAD',
  backupsLoadError: 'Error al obtener las copias de seguridad',
  backupCreated: 'Copia de seguridad creada.',
  backupRestored: 'Copia restaurada. Los datos de la liga son ahora los de esa copia.',
  backupNotABackup: 'El archivo no es una copia de seguridad de Superliga (un .dump, .tar.gz o .json.gz creado por la aplicación).',
  backupFileRequired: 'Elegí el archivo de la copia que querés restaurar.',
  backupFromNewerSchema: (file: string, here: string) =>
    `La copia es de una versión más nueva de Superliga (migración ${file}) que esta instalación (migración ${here}): actualizá la aplicación antes de restaurarla.`,
  backupRestoreFailed: (reason: string) => `La copia no se pudo restaurar y no se cambió nada: ${reason}`,
  // Native formats (decision 021)
  backupPgDumpMissing: 'no se encontró pg_dump en este equipo (instalá el cliente de PostgreSQL o indicá su carpeta en PG_BIN_DIR)',
  backupPgDumpTooOld: (tool: number, server: number) =>
    `pg_dump es de la versión ${tool} y el servidor de la ${server} (instalá pg_dump ${server} o indicá su carpeta en PG_BIN_DIR)`,
  backupFallbackToPortable: (reason: string) => `Copia de seguridad en formato portable (.json.gz) en lugar del de PostgreSQL: ${reason}.`,
  backupPostgresNeedsServer:
    'Esta copia es de PostgreSQL (.dump) y esta liga usa la base embebida: restaurala en una liga con PostgreSQL, o usá una copia portable (npm run backup -- --portable).',
  backupScratchDatabase: (reason: string) =>
    `No se pudo crear la base temporal donde se lee la copia (el usuario de la base necesita permiso CREATEDB): ${reason}`,
  backupPgRestoreFailed: (reason: string) => `pg_restore no pudo leer la copia y no se cambió nada: ${reason}`,
  // The backups screen
  backupsCreateNow: 'Crear copia ahora',
  backupsIntro:
    'Cada copia es un archivo con todos los datos de la liga, en el formato de su base de datos (PostgreSQL o embebida). Se hace una por día, antes de cada actualización y antes de cada importación o restauración.',
  backupsEmpty: 'Todavía no hay copias.',
  backupsColumns: ['FECHA Y MOTIVO', 'TAMAÑO Y FORMATO', 'ACCIONES'],
  backupFormatLabel: { postgres: 'PostgreSQL', pglite: 'Embebida', portable: 'Portable' } as Record<string, string>,
  backupDownload: 'Descargar',
  backupDownloadLabel: (date: string) => `Descargar la copia del ${date}`,
  backupRestoreTitle: 'Restaurar una copia',
  backupRestoreIntro:
    'Reemplaza todos los datos de la liga por los de la copia. Antes se guarda una copia del estado actual. Se acepta una copia de esta liga (.dump de PostgreSQL o .tar.gz de la base embebida) o una portable (.json.gz).',
  backupFileLabel: 'Archivo de la copia (.dump, .tar.gz o .json.gz)',
  backupRestore: 'Restaurar',
  backupRestoreConfirmTitle: '¿Restaurar esta copia?',
  backupRestoreConfirmText: (file: string) =>
    `Todos los datos actuales de la liga se reemplazan por los de «${file}». Quien esté conectado puede tener que volver a entrar.`,
  backupRestoreCancel: 'Cancelar',
  backupRestoreConfirm: 'Sí, restaurar',

  // Load failures (001 §8)
  usersLoadError: 'Error al obtener los usuarios.',
  transfersLoadError: 'Error al obtener transferencias',
  seasonsLoadError: 'Error al obtener temporadas',
  tournamentsLoadError: 'Error al obtener torneos',
  playersLoadError: 'Error al obtener jugadores',
  statsLoadError: 'Error al obtener estadísticas',
  infoLoadError: 'No se pudo obtener la información',
  seasonInfoLoadError: 'Error al cargar la información de la temporada',
} as const;

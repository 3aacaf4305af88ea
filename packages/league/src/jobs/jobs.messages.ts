import { paths } from '../core/paths';

/** Spanish texts of the scheduled jobs' page 'Tareas' and their alerts (decision 023). */
export const JOBS_MSG = {
  title: 'Tareas',
  intro:
    'Las tareas que el servidor hace solo. Cada ejecución queda registrada una vez aunque haya varios procesos; «Atrasada» quiere decir que ningún proceso la corrió a tiempo.',
  columns: { job: 'Tarea', lastRun: 'Última ejecución', outcome: 'Resultado', duration: 'Duración', nextRun: 'Próxima', backlog: 'Pendientes' },
  never: 'Nunca',
  late: 'Atrasada',
  manual: 'a mano',
  runNow: 'Correr ahora',
  runNowConfirm: (label: string) => `¿Correr ahora «${label}»? Hace lo mismo que la ejecución programada.`,
  ran: (label: string) => `«${label}» corrió.`,
  failedRun: (label: string, error: string) => `«${label}» falló: ${error}`,
  alreadyRunning: 'Esa tarea ya se está corriendo en este momento.',
  loadError: 'No se pudieron cargar las tareas.',
  stuckRoundTitle: 'Una ronda de cláusulas no se resolvió',
  stuckRound: (player: string, since: string) => `La ronda por ${player} venció a las ${since} y sigue sin resolverse: mirá 'Tareas'.`,
  stuckRoundLink: paths.tareas,
} as const;

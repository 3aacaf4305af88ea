/** The users screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const USERS_SCREEN = {
  rol: 'Rol',
  sumarORestarAlPresupuesto: 'Sumar o restar al presupuesto',
  positivoSumaNegativoRestaPresupuesto: (v1: string | number) => `Positivo suma, negativo resta. Presupuesto actual: ${v1}`,
  nuevaContrasena: 'Nueva contraseña',
  contrasena: 'Contraseña',
  dejalaVaciaParaNoCambiarla: (passwordRule: string | number) => `${passwordRule} Dejala vacía para no cambiarla.`,
  confirmaLaContrasena: 'Confirmá la contraseña',
  crearUsuario: 'Crear usuario',
  volver: 'Volver',
  podesCambiarTuContrasenaEl: 'Podés cambiar tu contraseña. El resto de tus datos los administra el Admin de la liga.',
  noHayUsuarios: 'No hay usuarios.',
  editar: (name: string | number) => `Editar ${name}`,
  movimientosDe: (name: string | number) => `Movimientos de ${name}`,
  movimientos: 'Movimientos',
  borrar: (name: string | number) => `Borrar ${name}`,
  deleteLabel: 'Borrar',
};

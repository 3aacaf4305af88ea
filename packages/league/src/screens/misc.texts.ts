/** The misc screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const MISC_SCREEN = {
  volverAlInicio: 'Volver al inicio',
};

/** The compliance screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const COMPLIANCE_SCREEN = {
  todasLasDivisiones: 'Todas las divisiones',
};

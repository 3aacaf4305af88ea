/** The reversals screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const REVERSALS_SCREEN = {
  ganador: 'Ganador',
};

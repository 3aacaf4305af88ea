/** The rulebook screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const RULEBOOK_SCREEN = {
  ejClausulaAmarillasSubasta: 'Ej.: cláusula, amarillas, subasta',
  regla: 'Regla ',
};

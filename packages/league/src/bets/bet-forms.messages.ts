/** Spanish texts of the staff's bet forms (a match bet, a player bet) that the specification does not fix. */
export const BET_FORMS_MSG = {
  chooseBet: 'Elegí una apuesta.',
  chooseOption: 'Elegí una opción: Local, Visitante, Empate, Más o Menos.',
  oddFormat: 'La cuota debe tener el formato x.xx.',
  matchRequired: 'El partido es obligatorio.',
  matchTooLong: 'El partido no puede tener más de 150 caracteres.',
  descriptionTooLong: 'La descripción no puede tener más de 500 caracteres.',
  betNameTooLong: 'El nombre no puede tener más de 150 caracteres.',
} as const;

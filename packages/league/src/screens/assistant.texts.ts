/** The assistant screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const ASSISTANT_SCREEN = {
  enviarMensajeAlAsistente: 'Enviar mensaje al asistente',
  tuMensaje: 'Tu mensaje',
  conversacionConElAsistente: 'Conversación con el asistente',
  preguntasSugeridas: 'Preguntas sugeridas',
};

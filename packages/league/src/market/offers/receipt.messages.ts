/** Spanish texts of the sealed receipts of clause offers and of the round log's verification (decision 023). */
export const RECEIPT_MSG = {
  /** After sending an offer: where the receipt is kept. */
  sent: (receipt: string) => `Tu recibo sellado: ${receipt}. Lo guardamos en este navegador para que lo verifiques en el registro de rondas cuando se revele.`,
  logIntro:
    'Cada oferta oculta recibe un recibo: el SHA-256 del texto «superliga-recibo-v1|jugador=<id>|autor=<id>|monto=<monto>|sal=<sal>». Al revelarse la ronda se publican el monto sellado, el autor y la sal, así cualquiera puede recalcularlo.',
  column: 'Recibo',
  verify: 'Verificar recibo',
  verifyMine: 'Verificar mi recibo',
  yourReceipt: 'Tu recibo',
  yourReceiptHint: 'El recibo que te dio el servidor al enviar la oferta (64 caracteres).',
  check: 'Comprobar',
  /** A pasted text that cannot be a receipt (not 64 hexadecimal characters). */
  notAReceipt: 'Un recibo son 64 caracteres hexadecimales (0-9 y a-f).',
  canonicalText: 'Texto sellado',
  matches: 'Coincide: el monto publicado es el que sellaste al enviar la oferta.',
  matchesOther: 'Coincide: el monto publicado es el que se selló al enviar la oferta.',
  doesNotMatch: 'No coincide: el monto, el autor o la sal publicados no reproducen el recibo.',
  runnerUp: 'Segunda mejor oferta',
  rule: 'Regla que decidió',
} as const;

/**
 * Sealed receipts of hidden offers (decision 023): at creation the server commits to an offer's
 * amount by handing its author SHA-256 of a canonical text of the offer and a secret random salt;
 * at the reveal the public round log publishes the amount, the author and the salt, so anyone can
 * recompute the hash and see that the amount that took part is the one sealed at creation.
 * The same function runs on the server (Node's Web Crypto) and in the browser (Web Crypto).
 */

/** What a receipt seals: the offer's player, its author, the total offered and the salt. */
export type ReceiptInput = { playerId: number; authorId: number; total: number; salt: string };

/** The version prefix of the canonical text; a future change of the text changes it. */
export const RECEIPT_VERSION = 'superliga-recibo-v1';

/**
 * The canonical text that is hashed, documented so that anyone can rebuild it by hand:
 * `superliga-recibo-v1|jugador=<id>|autor=<id>|monto=<integer pesos>|sal=<salt>`.
 * Integers in base 10 without separators; the salt exactly as the log publishes it.
 */
export function receiptText(input: ReceiptInput): string {
  return `${RECEIPT_VERSION}|jugador=${input.playerId}|autor=${input.authorId}|monto=${input.total}|sal=${input.salt}`;
}

/** The Web Crypto digest both Node 20 and the browsers expose on globalThis (typed here: the package has no DOM types). */
type Subtle = { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
const subtle = () => (globalThis as unknown as { crypto: { subtle: Subtle } }).crypto.subtle;

/** The text's bytes: it is ASCII by construction (digits, letters, '|', '=', '-' and a hex salt). */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

/** SHA-256 of the receipt's canonical text, as 64 lowercase hex digits. */
export async function receiptHash(input: ReceiptInput): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', asciiBytes(receiptText(input))));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a published offer reproduces a receipt (case and surrounding spaces of the pasted receipt do not count). */
export async function receiptMatches(input: ReceiptInput, receipt: string): Promise<boolean> {
  return (await receiptHash(input)) === receipt.trim().toLowerCase();
}

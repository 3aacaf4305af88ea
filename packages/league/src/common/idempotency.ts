/**
 * Idempotency-Key (decision 007): a client sends a fresh key per user action on every request
 * that creates something or moves money; a repeat with the same key and request gets the first
 * answer again instead of doing the work twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Visible ASCII, 1 to 255 characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** How long a key and its answer are kept: at least a day, so any reasonable retry meets it. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_TEXTS = {
  invalidKey: 'La clave Idempotency-Key debe tener entre 1 y 255 caracteres visibles, sin espacios.',
  keyReused: 'Esta clave Idempotency-Key ya se usó para otra solicitud. Generá una clave nueva para cada acción.',
} as const;

/** Evidence of a reported result (docs/decisions/024): screenshots only, small, typed by their bytes. */
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;
export const EVIDENCE_MAX_FILES = 4;
export const EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The image type read from the file's first bytes (the client's content type is never trusted),
 * or null for anything that is not a JPEG, PNG or WebP.
 */
export function sniffImageType(bytes: Uint8Array): EvidenceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

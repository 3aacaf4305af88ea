import { DEVICE_ID_STORAGE_KEY, isDeviceId } from '@superliga/league';

/** A random UUID (v4) from getRandomValues, which, unlike randomUUID, also exists on a plain-http address. */
function randomId() {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's id (docs/decisions/030-signals-for-staff.md): made once, kept in localStorage and
 * never cleared by a logout, sent with every request so the server can tell two accounts used
 * from one browser. Null when storage is refused (private modes): the request goes without it.
 */
export function deviceId(): string | null {
  try {
    const kept = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (isDeviceId(kept)) return kept;
    const made = randomId();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, made);
    return made;
  } catch {
    return null;
  }
}

import { useEffect } from 'react';

/**
 * Form drafts kept across a reload of the tab (sessionStorage), one per user and form, so a
 * half-filled form survives an accidental reload and never shows up for another user.
 */
const storageKey = (form: string, userId: number) => `superliga:draft:${form}:${userId}`;

export function readDraft<T extends object>(form: string, userId: number): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(storageKey(form, userId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null; // storage blocked or a corrupt entry: start empty
  }
}

/** Writes the draft whenever it changes. */
export function useKeepDraft(form: string, userId: number, draft: object) {
  const json = JSON.stringify(draft);
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(form, userId), json);
    } catch {
      // Storage full or blocked: the form still works, only without the draft.
    }
  }, [form, userId, json]);
}

import { NOTIFY } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The browser (or the user) refused notifications: told by its type, not by a text (decision 031). */
export class PushDenied extends Error {}

/** The browser can receive push: a service worker and the Push API (iOS only for an installed app). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export async function currentPushSubscription() {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser, subscribes this device with the server's VAPID key and tells the server. */
export async function enablePush() {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDenied();
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await api.get<{ public_key: string }>('/push/key');
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) });
  return api.post<{ message: string }>('/push/subscriptions', subscription.toJSON());
}

export async function disablePush() {
  const subscription = await currentPushSubscription();
  if (!subscription) return { message: NOTIFY.pushOff };
  await subscription.unsubscribe();
  return api.delete<{ message: string }>(`/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`);
}

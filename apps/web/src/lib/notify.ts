import { notifications } from '@mantine/notifications';
import { errorWithPrefix, NOTIFICATION_MS, COMMON_SCREEN } from '@superliga/league';
import { ApiError } from './api-client';

// The close button is an icon: screen readers need its name.
const closeButtonProps = { 'aria-label': COMMON_SCREEN.cerrarNotificacion };

/** Notifications clear by themselves after 8 seconds (000 §4). */
export const notifySuccess = (message: string) => notifications.show({ message, color: 'green', autoClose: NOTIFICATION_MS, closeButtonProps });

/** The error's text, after `prefix` and separated from it (errorWithPrefix). */
export const errorText = (error: unknown, prefix = '') =>
  errorWithPrefix(prefix, error instanceof ApiError ? error.lines : [error instanceof Error ? error.message : String(error)]);

export const notifyError = (error: unknown, prefix = '') => {
  notifications.show({ message: errorText(error, prefix), color: 'red', autoClose: NOTIFICATION_MS, closeButtonProps, style: { whiteSpace: 'pre-line' } });
};

import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container, a module of its own so that its code (the container and its transitions)
 * is a chunk loaded with the first toast. A lazy import of '@mantine/notifications' itself would
 * not split it: the package's index is already loaded for the toast store, so the bundler kept
 * everything it exports in the logged-in layout's files.
 */
export default function NotificationsContainer() {
  return <Notifications position="top-right" limit={4} />;
}

import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toasts' container (six positioned stacks with their transitions) is drawn only once there
// is a toast to show: no screen needs it to render, and on a phone its first render was work in
// the way of the screen's. Toasts raised before it mounts wait in Mantine's store and show then.
const NotificationsContainer = lazy(() => import('./notifications-container'));

export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so a toast's exit transition is never cut short.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}

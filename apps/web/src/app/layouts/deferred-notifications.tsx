import { lazy, Suspense, useEffect, useState } from 'react';

// The toasts' container (six positioned stacks with their transitions) is not needed to draw a
// screen: it loads after the first render, off the phone's critical path. Toasts raised before it
// is there wait in Mantine's store and show when it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  );
}

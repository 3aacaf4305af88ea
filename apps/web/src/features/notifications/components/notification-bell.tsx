import { Anchor, Badge } from '@mantine/core';
import { NOTIFY, paths } from '@superliga/league';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';

/** The header's bell: the unread count, live; leads to the notifications screen. */
export function NotificationBell() {
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <Anchor
      component={Link}
      to={paths.notificaciones}
      aria-label={NOTIFY.bellLabel(unread)}
      c="blue.9"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && (
        <Badge size="sm" color="red" circle={unread < 10} data-testid="unread-count">
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </Anchor>
  );
}

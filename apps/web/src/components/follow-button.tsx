import { Button } from '@mantine/core';
import { WATCH_MSG } from '@superliga/league';
import { useFollowedIds, useToggleFollow } from '../lib/watchlist';
import { notifyError } from '../lib/notify';

/**
 * "Seguir" / "Siguiendo" for one player (docs/decisions/035-market-filters-and-watchlist.md): the
 * player list's rows and the player page. Loading while its request is on the way; the server
 * decides the limit and says so.
 */
export function FollowButton({ player, size = 'xs' }: { player: { id: number; name: string }; size?: 'xs' | 'sm' }) {
  const followed = useFollowedIds().has(player.id);
  const toggle = useToggleFollow();
  const pending = toggle.isPending && toggle.variables?.playerId === player.id;
  return (
    <Button
      size={size}
      variant={followed ? 'filled' : 'light'}
      color={followed ? 'teal' : 'blue'}
      loading={pending}
      aria-pressed={followed}
      aria-label={followed ? WATCH_MSG.unfollowLabel(player.name) : WATCH_MSG.followLabel(player.name)}
      // Following moves no money: the 375 px pass does not ask for an amount beside it.
      data-no-amount
      onClick={() => toggle.mutate({ playerId: player.id, follow: !followed }, { onError: (e) => notifyError(e) })}
    >
      {followed ? WATCH_MSG.following : WATCH_MSG.follow}
    </Button>
  );
}

import { Text } from '@mantine/core';
import { countdown, COMMON_SCREEN } from '@superliga/league';
import { useServerNow } from '../lib/server-clock';

const pad = (n: number) => String(n).padStart(2, '0');

/** '1d 02:03:04' until `target`, from the server's now; `doneLabel` once it is reached. */
export function CountdownText({ target, now, doneLabel, size = 'sm' }: { target: Date; now: Date; doneLabel: string; size?: string }) {
  const c = countdown(target, now);
  if (c.done)
    return (
      <Text size={size} c="dimmed" component="span">
        {doneLabel}
      </Text>
    );
  return (
    <Text size={size} component="span" ff="monospace" role="timer" aria-label={COMMON_SCREEN.faltanDiasHorasMinutosY(c.days, c.hours, c.minutes, c.seconds)}>
      {c.days > 0 ? `${c.days}d ` : ''}
      {pad(c.hours)}:{pad(c.minutes)}:{pad(c.seconds)}
    </Text>
  );
}

/**
 * CountdownText on the server's clock, ticking by itself: the screen around it is not drawn again
 * every second. Until the clock is known, a blank line of the countdown's height, so nothing below moves.
 */
export function ServerCountdown({ target, doneLabel, size = 'sm' }: { target: Date; doneLabel: string; size?: string }) {
  const now = useServerNow();
  if (!now)
    return (
      <Text size={size} component="span">
        {'\u00a0'}
      </Text>
    );
  return <CountdownText target={target} now={now} doneLabel={doneLabel} size={size} />;
}

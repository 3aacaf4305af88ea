import { Text } from '@mantine/core';
import { formatDate, formatPesos } from '../../../../lib/format';
import { MARKET_SCREEN } from '@superliga/league';

const W = 640;
const H = 180;
const PAD = 8;

/** The budget after each movement as a line: a small inline SVG, no chart library needed. */
export function BalanceChart({ series }: { series: { at: string; balance: number }[] }) {
  if (series.length < 2)
    return (
      <Text c="dimmed" size="sm">
        {MARKET_SCREEN.todaviaNoHaySuficientesMovimientos}
      </Text>
    );
  const values = series.map((p) => p.balance);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (series.length - 1);
  const y = (v: number) => H - PAD - ((v - min) * (H - 2 * PAD)) / span;
  const points = series.map((p, i) => `${x(i).toFixed(1)},${y(p.balance).toFixed(1)}`).join(' ');
  const last = series[series.length - 1]!;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={MARKET_SCREEN.presupuestoALoLargoDe(formatPesos(series[0]!.balance), formatPesos(last.balance))}
      >
        <polyline points={points} fill="none" stroke="var(--mantine-color-blue-8)" strokeWidth={2.5} strokeLinejoin="round" />
      </svg>
      <figcaption>
        <Text size="xs" c="dimmed">
          {MARKET_SCREEN.minimo}
          {formatPesos(min)} {MARKET_SCREEN.maximo}
          {formatPesos(max)} {MARKET_SCREEN.ultimo}
          {formatPesos(last.balance)} ({formatDate(last.at)})
        </Text>
      </figcaption>
    </figure>
  );
}

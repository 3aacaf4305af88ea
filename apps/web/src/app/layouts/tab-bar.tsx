import { UnstyledButton } from '@mantine/core';
import { mayUse, paths, TAB_BAR, type ScreenAccess } from '@superliga/league';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useUser } from '../../lib/current-user';
import './tab-bar.css';

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const ICONS = {
  home: icon('M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'),
  market: icon('M7 7h13l-3-3M17 17H4l3 3'),
  squad: icon('M8 4l4 2 4-2 4 3-2 4-2-1v10H8V10l-2 1-2-4z'),
  league: icon('M8 4h8v5a4 4 0 0 1-8 0zM5 5H3v2a3 3 0 0 0 5 2M19 5h2v2a3 3 0 0 1-5 2M12 13v4M8 20h8'),
  more: icon('M5 12h.01M12 12h.01M19 12h.01'),
};

interface Tab {
  key: keyof typeof ICONS;
  to: string;
  /** The paths under this tab, so it shows as the current one there too. */
  under: string[];
  access?: ScreenAccess;
}

/** Market: the player list (filters, clause and offer) and the market's screens; league: tables, fixtures, matches. */
const TABS: Tab[] = [
  { key: 'home', to: paths.dashboard, under: [paths.dashboard] },
  {
    key: 'market',
    to: paths.players,
    under: [paths.players, paths.subastas, paths.clausula, paths.transfer, paths.transferencias, paths.misOfertas, paths.offers, paths.rondasClausulas],
  },
  { key: 'squad', to: paths.plantel, under: [paths.plantel], access: 'team' },
  { key: 'league', to: paths.tablas, under: [paths.tablas, paths.fixturePrimera, paths.fixtureSegunda, paths.partidos, paths.estadisticas, paths.palmares] },
];

/**
 * The bottom tab bar on phones: home, market, squad (for a manager with a team), league, and
 * "Más", which opens the full menu. Hidden from the 'sm' breakpoint up, where the sidebar shows.
 */
export function TabBar({ onMore, moreOpen, menuId }: { onMore: () => void; moreOpen: boolean; menuId: string }) {
  const { pathname } = useLocation();
  const user = useUser();
  const tabs = TABS.filter((t) => mayUse(t.access ?? 'anyone', user.data));
  const current = moreOpen ? undefined : tabs.find((t) => t.under.some((p) => pathname === p || pathname.startsWith(`${p}/`)))?.key;
  return (
    <nav className="tab-bar" aria-label={TAB_BAR.label}>
      {tabs.map((t) => (
        <UnstyledButton key={t.key} component={Link} to={t.to} className="tab-bar__tab" aria-current={current === t.key ? 'page' : undefined}>
          {ICONS[t.key]}
          <span>{TAB_BAR[t.key]}</span>
        </UnstyledButton>
      ))}
      <UnstyledButton className="tab-bar__tab" onClick={onMore} aria-expanded={moreOpen} aria-controls={menuId}>
        {ICONS.more}
        <span>{TAB_BAR.more}</span>
      </UnstyledButton>
    </nav>
  );
}

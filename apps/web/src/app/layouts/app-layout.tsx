import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { DEFAULT_LEAGUE_TZ, isHttpUrl, mayUse, paths, COMMON_SCREEN, APP_SCREEN, MSG, SETTINGS_SCREEN } from '@superliga/league';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { primeFirstLoad, queryClient } from '../../lib/query-client';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { userQueryOptions, useUser } from '../../lib/current-user';
import { settingsQueryOptions, useSettings } from '../../features/settings/api/get-settings';
import { endFirstLoad, onUnauthorized } from '../../lib/api-client';
import { getToken } from '../../lib/token';
import { NAV_ITEMS } from '../nav';
import { WaitLoader } from '../../components/wait-loader';
import { DeferredNotifications } from './deferred-notifications';
import { TabBar } from './tab-bar';
import './app-layout.css';

function ExternalLinks() {
  const { data } = useSettings();
  if (!data) return null;
  const links = [
    { href: data.links.social, label: SETTINGS_SCREEN.redSocial },
    { href: data.links.streaming, label: SETTINGS_SCREEN.streaming },
    { href: data.links.chat, label: SETTINGS_SCREEN.comunidad },
  ].filter((l) => isHttpUrl(l.href)); // never a javascript: or data: link, whatever the server holds
  return (
    <Group gap="sm" visibleFrom="xs">
      {links.map((l) => (
        <Anchor key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" size="sm">
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}

const MENU_ID = 'menu-principal';
const CONTENT_ID = 'contenido';

/** The logged-in area: header, sidebar, and the current user fetched on entry (000 §4). */
function AppShellLayout() {
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpen, { toggle: toggleDesktop }] = useDisclosure(true);
  // Mantine's 'sm' breakpoint, read at once so the first render already knows.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  // The links are drawn only while the menu shows: on a phone the closed menu held ~30 links that
  // cost the first render time and were reachable by Tab while off screen.
  const navShown = wide ? desktopOpen : mobileOpen;
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const logout = useLogout();
  // Dates are drawn in the league's zone: if the server's differs from the default, redraw the screen with it.
  const settings = useSettings();
  const timeZone = settings.data?.time_zone ?? DEFAULT_LEAGUE_TZ;
  // A screen is drawn once the user (whose role decides its buttons and sections) and the league's
  // zone are known: drawn before, a button or a section that appeared with the user pushed the
  // screen down, and a late zone drew it all again (decision 044, "Nothing moves while a screen
  // loads"). main.tsx asks for both while the code loads, so this is usually no wait at all.
  const known = !user.isPending && !settings.isPending;
  const screenLoader = <WaitLoader role="status" aria-label={COMMON_SCREEN.cargando} />;

  const menuButton = useRef<HTMLButtonElement>(null);
  const mobileOpenRef = useRef(mobileOpen);
  mobileOpenRef.current = mobileOpen;

  useEffect(() => onUnauthorized(() => navigate(paths.login, { replace: true })), [navigate]);
  // The first screen is drawn: from now on screens draw at once instead of waiting for data.
  useEffect(endFirstLoad, []);
  // A choice in the phone menu closes it and puts the keyboard on the new screen, not on the page.
  useEffect(() => {
    if (!mobileOpenRef.current) return;
    closeMobile();
    document.getElementById(CONTENT_ID)?.focus();
  }, [location.pathname, closeMobile]);
  // Escape closes the phone menu and gives the focus back to its button.
  useWindowEvent('keydown', (e) => {
    if (e.key !== 'Escape' || !mobileOpenRef.current) return;
    closeMobile();
    menuButton.current?.focus();
  });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      // The phone's tab bar (docs/decisions/027-the-phone-app.md); from 'sm' up the sidebar does its job.
      footer={{ height: 60, collapsed: wide }}
      padding="md"
    >
      {/* Notifications live in the logged-in area only: the guest screens use alert boxes. */}
      <DeferredNotifications />
      <a className="skip-link" href={`#${CONTENT_ID}`}>
        {APP_SCREEN.saltarAlContenido}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={menuButton}
              opened={mobileOpen}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={APP_SCREEN.mostrarUOcultarElMenu}
              aria-expanded={mobileOpen}
              aria-controls={MENU_ID}
            />
            <Burger
              opened={desktopOpen}
              onClick={toggleDesktop}
              visibleFrom="sm"
              size="sm"
              aria-label={APP_SCREEN.mostrarUOcultarElMenu}
              aria-expanded={desktopOpen}
              aria-controls={MENU_ID}
            />
            <Anchor component={Link} to={paths.dashboard} fw={900} c="blue.9" underline="never">
              {APP_SCREEN.superliga}
            </Anchor>
          </Group>
          <Group gap="md" wrap="nowrap">
            <ExternalLinks />
            <NotificationBell />
            {user.data && (
              <Text size="sm" visibleFrom="md" c="dimmed">
                {user.data.name}
              </Text>
            )}
            <UnstyledButton
              component="a"
              href={paths.login}
              onClick={(e) => {
                e.preventDefault();
                logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });
              }}
              fz="sm"
              c="red.9"
              fw={600}
            >
              {MSG.logout}
            </UnstyledButton>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={APP_SCREEN.menuPrincipal} id={MENU_ID}>
        {navShown && (
          <ScrollArea>
            {NAV_ITEMS.filter((item) => mayUse(item.access ?? 'anyone', user.data)).map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={location.pathname === item.to}
                c={item.access === 'admin' ? 'grape.9' : undefined}
              />
            ))}
          </ScrollArea>
        )}
      </AppShell.Navbar>
      {!wide && (
        <AppShell.Footer>
          <TabBar onMore={toggleMobile} moreOpen={mobileOpen} menuId={MENU_ID} />
        </AppShell.Footer>
      )}
      <AppShell.Main id={CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={screenLoader}>{known ? <Outlet key={timeZone} /> : screenLoader}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** On the first load the frame waits for the user and the settings main.tsx asked for early. */
export const loader = () => primeFirstLoad(userQueryOptions(), settingsQueryOptions());

/** The logged-in area carries the query cache, so the guest screens never load it. */
export default function AppLayout() {
  if (!getToken()) return <Navigate to={paths.login} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <AppShellLayout />
    </QueryClientProvider>
  );
}

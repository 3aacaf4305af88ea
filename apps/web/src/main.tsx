import './app/styles-guest';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { paths } from '@superliga/league';
import { firstDataFor, routes } from './app/routes';
import { fetchEarly } from './lib/api-client';
import { NavigationContext, type NavigateTo } from './lib/navigation';

const guestScreen = location.pathname === paths.login || location.pathname === paths.signup;
// Every logged-in screen starts from the current user, the settings (the layout's links) and the
// bell's first page: ask for them, and for what this screen draws first, while the code loads.
if (!guestScreen) for (const path of ['/user', '/settings', '/notifications?page=1', ...firstDataFor(location.pathname)]) fetchEarly(path);

const router = createBrowserRouter(routes);
// The screens shared with the login page (lib/navigation.tsx) move with the router here.
const navigate: NavigateTo = (to, options) => void router.navigate(to, options);

const root = createRoot(document.getElementById('root')!);
const app = (
  <StrictMode>
    <AppProvider>
      <NavigationContext value={navigate}>
        <RouterProvider router={router} />
      </NavigationContext>
    </AppProvider>
  </StrictMode>
);
// The first render is a transition, so React renders it in short slices that yield to the
// browser instead of one long task (~100 ms on a throttled phone CPU). On a logged-in path it is
// only the app's frame (the router's HydrateFallback) until the screen's code has arrived.
startTransition(() => root.render(app));

// Installable app: the service worker caches the shell only (never API answers).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

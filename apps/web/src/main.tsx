import './app/styles-guest';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { paths } from '@superliga/league';
import { firstDataOf, routes } from './app/routes';
import { fetchEarly } from './lib/api-client';
import { NavigationContext, type NavigateTo } from './lib/navigation';

const guestScreen = location.pathname === paths.login || location.pathname === paths.signup;
// Every logged-in screen starts from the current user, the settings (the layout's links) and the
// bell's first page: ask for them while the code loads; what the screen draws first is asked for
// once the router has matched it.
if (!guestScreen) for (const path of ['/user', '/settings', '/notifications?page=1']) fetchEarly(path);

// The start is cut into three tasks, the browser free between them: the code's evaluation with
// the first requests, the router's set-up, then React's. As one task it was 60–85 ms on the bench
// host, four times that on Lighthouse's phone, after the first paint (decision 044, "The start in
// three tasks"). A function, not top-level await, which would change how the build cuts chunks.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
async function start() {
  await nextTask();
  const router = createBrowserRouter(routes);
  if (!guestScreen) for (const path of firstDataOf(router.state.matches)) fetchEarly(path);
  // The screens shared with the login page (lib/navigation.tsx) move with the router here.
  const navigate: NavigateTo = (to, options) => void router.navigate(to, options);
  await nextTask();

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
}
void start();

// Installable app: the service worker caches the shell only (never API answers).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

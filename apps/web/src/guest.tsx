import './app/styles-guest';
import { paths } from '@superliga/league';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestFrame } from './app/layouts/guest-frame';
import { AppProvider } from './app/provider';
import LoginRoute from './features/auth/routes/login';
import { getToken } from './lib/token';

/**
 * The login page (login.html, served at /login): the login screen alone, without the router or
 * any other screen, so the first page of every session stays small on a phone
 * (docs/decisions/036-the-standard-build.md). Its links and a successful login load the app's
 * page (lib/navigation.tsx); inside the app the same screen is a lazy route of app/routes.tsx.
 */
if (getToken()) location.replace(paths.dashboard);
else
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <GuestFrame>
            <LoginRoute />
          </GuestFrame>
        </AppProvider>
      </StrictMode>,
    ),
  );

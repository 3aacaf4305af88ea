import { createTheme, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' });

/** The root: only what the login screen needs. The data layer joins in the logged-in area. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

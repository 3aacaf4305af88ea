import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import type { ReactNode } from 'react';

// Shade 8 keeps text and buttons above WCAG AA contrast on white.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Mantine keeps every list of choices drawn, hidden, while closed: a squad's 500 players in a
    // multi-select were drawn on the clause form's first render. Drawn when opened instead
    // (decision 044, "The first answers drawn in slices").
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

// Mantine's default dimmed grey is below 4.5:1 on white; a darker grey keeps secondary text readable.
const resolver: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

/** The root: only what the login screen needs. The data layer joins in the logged-in area. */
export function AppProvider({ children, env }: { children: ReactNode; env?: 'test' }) {
  return (
    // The screen tests pass env 'test': no transitions and no portals, as Mantine's own tests run.
    <MantineProvider theme={theme} cssVariablesResolver={resolver} env={env}>
      {children}
    </MantineProvider>
  );
}

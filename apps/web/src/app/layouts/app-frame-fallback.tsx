import { Box, Center, Text } from '@mantine/core';
import { COMMON_SCREEN, APP_SCREEN } from '@superliga/league';
import { WaitLoader } from '../../components/wait-loader';

/**
 * What the logged-in area shows while a screen's code arrives on the first load (React Router's
 * HydrateFallback): the header bar where the real one will be, and a loader. A phone on a slow
 * network sees the app at once instead of a blank page, and nothing moves when the screen lands.
 * Built from shell components only, so it draws as soon as the entry has run.
 */
export function AppFrameFallback() {
  return (
    <>
      <Box
        component="header"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={56}
        bg="white"
        display="flex"
        style={{ alignItems: 'center', borderBottom: '1px solid var(--mantine-color-gray-3)', zIndex: 100 }}
      >
        {/* 56 px: the header's padding, the menu button and the gap before the name. */}
        <Text component="span" fw={900} c="blue.9" pl={56}>
          {APP_SCREEN.superliga}
        </Text>
      </Box>
      <Center pt={56 + 32}>
        <WaitLoader role="status" aria-label={COMMON_SCREEN.cargando} />
      </Center>
    </>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { MSG, COMMON_SCREEN } from '@superliga/league';

/** 'Página anterior' shows only above page 1, 'Página siguiente' only below the last page (000 §4). */
export function Pager({ page, lastPage, onChange }: { page: number; lastPage: number; onChange: (page: number) => void }) {
  return (
    <Group justify="center" gap="sm">
      {page > 1 && (
        <Button variant="default" onClick={() => onChange(page - 1)}>
          {MSG.previousPage}
        </Button>
      )}
      <Text size="sm" c="dimmed">
        {COMMON_SCREEN.pagina}
        {page} {COMMON_SCREEN.de}
        {lastPage}
      </Text>
      {page < lastPage && (
        <Button variant="default" onClick={() => onChange(page + 1)}>
          {MSG.nextPage}
        </Button>
      )}
    </Group>
  );
}

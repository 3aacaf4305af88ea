import { Image, Modal, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { CONFIRM_MSG, RESULTS_SCREEN, type MatchReportResponse } from '@superliga/league';
import { useState } from 'react';
import { useEvidence } from '../api/get-evidence';

function Thumb({ url, n, onOpen }: { url: string; n: number; onOpen: (src: string) => void }) {
  const src = useEvidence(url).data;
  if (!src) return <Skeleton h={96} />;
  return (
    <UnstyledButton onClick={() => onOpen(src)} aria-label={RESULTS_SCREEN.evidenceOpen(n)}>
      <Image src={src} alt={RESULTS_SCREEN.evidenceThumb(n)} h={96} fit="cover" radius="sm" />
    </UnstyledButton>
  );
}

/** The report's screenshots as thumbnails; a tap opens one full size (fetched with the token, shown as data URLs: decision 024). */
export function EvidenceGallery({ evidence }: { evidence: MatchReportResponse['evidence'] }) {
  const [open, setOpen] = useState<{ src: string; n: number } | null>(null);
  return (
    <Stack gap="xs" component="section" aria-label={RESULTS_SCREEN.galleryTitle}>
      <Title order={3} size="h5">
        {RESULTS_SCREEN.galleryTitle}
      </Title>
      {evidence.length === 0 ? (
        <Text size="sm" c="dimmed">
          {RESULTS_SCREEN.noEvidence}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {evidence.map((ev, i) => (
            <Thumb key={ev.id} url={ev.url} n={i + 1} onOpen={(src) => setOpen({ src, n: i + 1 })} />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="auto"
        centered
        title={open ? RESULTS_SCREEN.evidenceThumb(open.n) : ''}
        closeButtonProps={{ 'aria-label': CONFIRM_MSG.close }}
      >
        {open && <Image src={open.src} alt={RESULTS_SCREEN.evidenceThumb(open.n)} maw="100%" />}
      </Modal>
    </Stack>
  );
}

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { SIGNALS_MSG, type SignalItem, MSG, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';

/** Asks the note before a signal is marked reviewed; the button keeps its pending state until the answer arrives. */
export function ReviewDialog(props: { signal: SignalItem | null; pending: boolean; onClose: () => void; onConfirm: (note: string) => void }) {
  const [note, setNote] = useState('');
  return (
    <Modal closeButtonProps={{ 'aria-label': COMMON_SCREEN.cerrar }} opened={props.signal !== null} onClose={props.onClose} title={SIGNALS_MSG.reviewTitle}>
      <Stack>
        <Text size="sm" fw={600}>
          {props.signal?.label}
        </Text>
        <Text size="sm">{props.signal?.why}</Text>
        <Textarea
          label={SIGNALS_MSG.noteLabel}
          placeholder={SIGNALS_MSG.notePlaceholder}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {MSG.backupRestoreCancel}
          </Button>
          <Button loading={props.pending} disabled={note.trim() === ''} onClick={() => props.onConfirm(note.trim())}>
            {SIGNALS_MSG.review}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

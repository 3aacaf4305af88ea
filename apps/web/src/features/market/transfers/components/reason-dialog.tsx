import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TRADE_REVIEW_MSG, MSG, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';

/**
 * A dialog that asks for a reason before an action (approve, veto, object: decision 023); the
 * action's button keeps its pending state until the answer arrives.
 */
export function ReasonDialog(props: {
  opened: boolean;
  title: string;
  lead: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal closeButtonProps={{ 'aria-label': COMMON_SCREEN.cerrar }} opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack>
        <Text size="sm">{props.lead}</Text>
        <Textarea label={TRADE_REVIEW_MSG.reasonLabel} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} maxLength={500} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {MSG.backupRestoreCancel}
          </Button>
          <Button color={props.color} loading={props.pending} disabled={reason.trim() === ''} onClick={() => props.onConfirm(reason.trim())}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

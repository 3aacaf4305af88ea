import { Card, Button, SegmentedControl, Select, Stack, Text, Title, List } from '@mantine/core';
import {
  HAND_OVER_CHOICE_LABELS,
  HAND_OVER_KIND_LABELS,
  HAND_OVER_KINDS,
  HAND_OVER_UI as UI,
  defaultChoice,
  handOverBodySchema,
  type HandOverChoice,
  type HandOverKind,
  type HandOverPreview,
} from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatPesos } from '../../../lib/format';
import { errorText, notifySuccess } from '../../../lib/notify';
import { useHandOverPreview, useHandOverTeam } from '../api/hand-over';
import { InvitationLink } from './invitation-link';

function Operations({
  kind,
  preview,
  choice,
  onChoice,
}: {
  kind: HandOverKind;
  preview: HandOverPreview;
  choice: HandOverChoice;
  onChoice: (c: HandOverChoice) => void;
}) {
  const ops = preview.operations.filter((o) => o.kind === kind);
  if (!ops.length) return null;
  const options = preview.options[kind] ?? [];
  return (
    <Stack gap={4} data-testid={`hand-over-${kind}`}>
      <Text fw={600}>{HAND_OVER_KIND_LABELS[kind]}</Text>
      <List size="sm">
        {ops.map((o) => (
          <List.Item key={o.id} style={{ overflowWrap: 'anywhere' }}>
            {o.description} · {formatPesos(o.amount)}
          </List.Item>
        ))}
      </List>
      {options.length > 1 ? (
        <SegmentedControl
          fullWidth
          aria-label={HAND_OVER_KIND_LABELS[kind]}
          value={choice}
          onChange={(v) => onChoice(v as HandOverChoice)}
          data={options.map((c) => ({ value: c, label: HAND_OVER_CHOICE_LABELS[c] }))}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {HAND_OVER_CHOICE_LABELS[options[0] ?? 'close']}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Traspasar equipo" on the Admin's team page (docs/decisions/029-team-hand-over.md): the new
 * manager, the old one's open operations with a choice per kind, and the confirmation that says
 * who gets the team and how much money, with the required reason.
 */
export function HandOverCard({ teamId }: { teamId: number }) {
  const preview = useHandOverPreview(teamId, true);
  const hand = useHandOverTeam();
  const payment = useConfirmPayment(hand.isPending);
  const [receiver, setReceiver] = useState<string | null>(null);
  const [choices, setChoices] = useState<Partial<Record<HandOverKind, HandOverChoice>>>({});

  if (preview.isPending) return <LoadingState />;
  if (preview.isError) return <ErrorState message={errorText(preview.error, UI.title)} />;
  const p = preview.data;
  const choiceOf = (k: HandOverKind) => choices[k] ?? defaultChoice(k);
  const target = p.candidates.find((c) => String(c.id) === receiver);

  const start = () => {
    if (!target || !p.owner) return;
    const amount = formatPesos(p.owner.profits);
    const lines = [
      UI.confirmTo(p.team.name, p.owner.name, target.name),
      UI.confirmBudget(amount, target.name),
      ...HAND_OVER_KINDS.flatMap((k) => {
        const n = p.operations.filter((o) => o.kind === k).length;
        return n ? [UI.confirmChoice(HAND_OVER_KIND_LABELS[k], n, HAND_OVER_CHOICE_LABELS[choiceOf(k)])] : [];
      }),
    ];
    payment.ask(
      {
        title: UI.confirmTitle(p.team.name),
        lines,
        confirmLabel: UI.confirmLabel,
        reason: { label: UI.reasonLabel, placeholder: UI.reasonPlaceholder, schema: handOverBodySchema.shape.reason },
      },
      (done, reason, refused) => {
        const body = { id_user: target.id, reason, choices: Object.fromEntries(HAND_OVER_KINDS.map((k) => [k, choiceOf(k)])) };
        hand.mutate(
          { id: teamId, body },
          {
            onSuccess: (r) => {
              notifySuccess(r.message);
              setReceiver(null);
            },
            onError: refused,
            onSettled: done,
          },
        );
      },
    );
  };

  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h3">
          {UI.title}
        </Title>
        <Text size="sm">{UI.intro}</Text>
        {!p.owner ? (
          <Text>{UI.withoutManager}</Text>
        ) : (
          <>
            <Text>{UI.budgetLine(p.owner.name, formatPesos(p.owner.profits))}</Text>
            <Select
              label={UI.receiverLabel}
              placeholder={UI.receiverPlaceholder}
              data={p.candidates.map((c) => ({ value: String(c.id), label: c.name }))}
              value={receiver}
              onChange={setReceiver}
              searchable
              nothingFoundMessage={UI.noCandidates}
            />
            {p.candidates.length === 0 && <Text size="sm">{UI.noCandidates}</Text>}
            <Text fw={600}>{UI.operationsTitle}</Text>
            {p.operations.length === 0 && <Text size="sm">{UI.noOperations}</Text>}
            {HAND_OVER_KINDS.map((k) => (
              <Operations key={k} kind={k} preview={p} choice={choiceOf(k)} onChoice={(c) => setChoices((was) => ({ ...was, [k]: c }))} />
            ))}
            <Button onClick={start} disabled={!target} loading={hand.isPending} fullWidth>
              {UI.action}
            </Button>
            <InvitationLink
              teamId={teamId}
              team={p.team.name}
              owner={p.owner.name}
              choices={Object.fromEntries(HAND_OVER_KINDS.map((k) => [k, choiceOf(k)])) as Record<HandOverKind, HandOverChoice>}
            />
          </>
        )}
      </Stack>
      {payment.dialog}
    </Card>
  );
}

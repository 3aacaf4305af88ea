import { Button, Group, Text } from '@mantine/core';
import { SQUAD_ACTIONS_MSG as M, type Player, type SquadActionKind, type SquadActions } from '@superliga/league';
import type { PaymentQuestion } from '../../../../components/confirm-payment';
import { formatPesos } from '../../../../lib/format';

const LABELS: Record<SquadActionKind, string> = { block: M.block, release: M.release, register: M.register };
const KINDS: SquadActionKind[] = ['block', 'release', 'register'];

/** What the dialog asks before an action: the money it moves for the team, and the blocks left after a block. */
export function squadActionQuestion(kind: SquadActionKind, player: Player, actions: SquadActions): PaymentQuestion {
  const option = actions.players.find((p) => p.id_player === player.id)![kind];
  const team = actions.team.name;
  if (kind === 'block') {
    return {
      title: M.blockTitle(player.name),
      lines: [
        option.amount === 0 ? M.blockFree : M.blockCost(team, formatPesos(-option.amount)),
        M.blockProtects(player.name),
        M.blocksLeftAfter(actions.blocks_left - 1),
      ],
      confirmLabel: M.block,
    };
  }
  if (kind === 'release') {
    return {
      title: M.releaseTitle(player.name),
      lines: [M.releaseCredit(team, formatPesos(option.amount), `${Math.round(actions.release_factor * 100)}%`), M.releaseMoves(player.name)],
      confirmLabel: M.release,
      color: 'red',
    };
  }
  const lifts = player.status === 'bloqueado' ? [M.registerLiftsProtection(player.name)] : [];
  return { title: M.registerTitle(player.name), lines: [M.registerFree, M.registerCounts(player.name), ...lifts], confirmLabel: M.register };
}

/** The buttons of one row: only the actions the server allows now; the one in flight shows its loader. */
export function SquadActionButtons({
  player,
  actions,
  pending,
  onAsk,
}: {
  player: Player;
  actions: SquadActions;
  pending: { id: number; action: SquadActionKind } | undefined;
  onAsk: (kind: SquadActionKind) => void;
}) {
  const options = actions.players.find((p) => p.id_player === player.id);
  const allowed = KINDS.filter((k) => options?.[k].allowed);
  if (!allowed.length) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {allowed.map((kind) => (
        <Button
          key={kind}
          size="compact-xs"
          variant={kind === 'release' ? 'light' : 'filled'}
          color={kind === 'release' ? 'red' : undefined}
          loading={pending?.id === player.id && pending.action === kind}
          onClick={() => onAsk(kind)}
          aria-label={M.actionOn(LABELS[kind], player.name)}
        >
          {LABELS[kind]}
        </Button>
      ))}
    </Group>
  );
}

/** The line above the table: blocks used of the season, and whether the next one is free. */
export function BlocksSummary({ actions }: { actions: SquadActions }) {
  return (
    <Text size="sm" c="dimmed">
      {M.blocksSummary(actions.blocks_used, actions.blocks_per_team)}
      {actions.next_block_free && actions.blocks_left > 0 ? ` ${M.nextBlockFree}` : ''}
    </Text>
  );
}

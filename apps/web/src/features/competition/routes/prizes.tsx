import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { can, CONFIRM_MSG, MAX_PRIZES_PER_BATCH, MSG, prizeSchema, COMPETITION_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormErrors } from '../../../components/form-errors';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatDate, formatPesos } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePrizeForm } from '../api/get-prize-form';
import { usePrizes } from '../api/get-prizes';
import { useSendPrizes, type PrizeInput } from '../api/send-prizes';
import { MoneyInput } from '../../../components/money-input';

const blank = (): PrizeInput => ({ tournament_id: null, team_id: null, amount: '', position: '', description: '' });

/** /premios and /crear-premios (Admin): add up to 14 prizes, then send them in one batch. */
export default function PrizesRoute() {
  const me = useUser();
  const form = usePrizeForm();
  const prizes = usePrizes();
  const send = useSendPrizes();
  const [rows, setRows] = useState<PrizeInput[]>([blank()]);
  const payment = useConfirmPayment(send.isPending);
  if (me.isPending) return <LoadingState />;
  if (!can('sendPrizes', me.data?.rol)) return <ErrorState message={MSG.noPermissionPage} />;

  const update = (i: number, patch: Partial<PrizeInput>) => setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const add = () => {
    if (rows.length >= MAX_PRIZES_PER_BATCH) return notifyError(new Error(MSG.tooManyPrizes));
    setRows((r) => [...r, blank()]);
  };
  const submit = () => {
    if (rows.length === 0) return notifyError(new Error(MSG.noPrizes));
    if (rows.some((r) => !prizeSchema.safeParse(r).success)) return notifyError(new Error(MSG.prizeFieldsRequired));
    // Each prize is paid by the league to the team's manager.
    const teamName = (id: string | null) => form.data?.teams.find((t) => String(t.id) === id)?.name ?? '';
    const lines = rows.map((r) => CONFIRM_MSG.prizePays(teamName(r.team_id), formatPesos(Number(r.amount)), r.position));
    payment.ask({ title: CONFIRM_MSG.sendPrizesTitle, lines, confirmLabel: COMPETITION_SCREEN.enviarPremios }, (done) =>
      send.mutate(rows, {
        onSettled: done,
        onSuccess: (res) => {
          notifySuccess(res.message);
          setRows([blank()]);
        },
      }),
    );
  };
  const tournaments = (form.data?.tournaments ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.type})` }));
  const teams = (form.data?.teams ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <Stack>
      {payment.dialog}
      <Title order={1}>{COMPETITION_SCREEN.premios}</Title>
      {form.isError && <ErrorState message={MSG.tournamentsLoadError} />}
      {rows.length === 0 && <EmptyState message={MSG.noPrizes} />}
      {rows.map((row, i) => (
        <Paper key={i} withBorder p="sm" aria-label={COMPETITION_SCREEN.premio(i + 1)} component="section">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xs">
            <Select
              label={COMPETITION_SCREEN.torneoPremio(i + 1)}
              data={tournaments}
              value={row.tournament_id}
              onChange={(v) => update(i, { tournament_id: v })}
              required
              searchable
            />
            <Select
              label={COMPETITION_SCREEN.equipoPremio(i + 1)}
              data={teams}
              value={row.team_id}
              onChange={(v) => update(i, { team_id: v })}
              required
              searchable
            />
            <MoneyInput label={COMPETITION_SCREEN.montoPremio(i + 1)} min={1} value={row.amount} onChange={(v) => update(i, { amount: v })} required />
            <TextInput
              label={COMPETITION_SCREEN.posicionPremio(i + 1)}
              type="number"
              min={1}
              value={row.position}
              onChange={(e) => update(i, { position: e.currentTarget.value })}
              required
            />
            <Group align="end" wrap="nowrap" gap="xs">
              <TextInput
                label={COMPETITION_SCREEN.descripcionPremio(i + 1)}
                value={row.description}
                onChange={(e) => update(i, { description: e.currentTarget.value })}
                maxLength={200}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={COMPETITION_SCREEN.quitarPremio(i + 1)}
                onClick={() => setRows((r) => r.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Group>
          </SimpleGrid>
        </Paper>
      ))}
      <FormErrors error={send.error} />
      <Group>
        <Button variant="light" onClick={add}>
          {COMPETITION_SCREEN.agregarPremio}
        </Button>
        <Button onClick={submit} loading={send.isPending}>
          {COMPETITION_SCREEN.enviarPremios}
        </Button>
      </Group>
      <Title order={2} size="h3">
        {COMPETITION_SCREEN.premiosPagados}
      </Title>
      <QueryState query={prizes} error={MSG.infoLoadError} empty={COMPETITION_SCREEN.todaviaNoSePagaronPremios}>
        {(rows) => (
          <ListTable
            minWidth={640}
            nativeScroll
            columns={[
              TABLE_HEADERS.fecha,
              TABLE_HEADERS.torneo,
              TABLE_HEADERS.equipo,
              COMPETITION_SCREEN.posicion,
              TABLE_HEADERS.monto,
              COMPETITION_SCREEN.descripcion,
            ]}
          >
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.created_at)}</Table.Td>
                <Table.Td>{p.tournament.name}</Table.Td>
                <Table.Td>{p.team.name}</Table.Td>
                <Table.Td>{p.position}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPesos(p.amount)}</Table.Td>
                <Table.Td>{p.description}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
    </Stack>
  );
}

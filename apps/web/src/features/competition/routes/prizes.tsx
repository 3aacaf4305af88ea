import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { CONFIRM_MSG, MAX_PRIZES_PER_BATCH, MSG, prizesBody, COMPETITION_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useForm } from '@mantine/form';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormMessage } from '../../../components/form-errors';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { EmptyState, ErrorState } from '../../../components/states';
import { formatDate, formatPesos } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { usePrizeForm } from '../api/get-prize-form';
import { usePrizes } from '../api/get-prizes';
import { useSendPrizes, type PrizeInput } from '../api/send-prizes';
import { MoneyInput } from '../../../components/money-input';
import { Permitted } from '../../../components/permitted';

type PrizesValues = { prizes: PrizeInput[] };
const PRIZE_FIELDS = ['tournament_id', 'team_id', 'amount', 'position', 'description'] as const;
/** The fields a server's refusal can name: each row's, and the batch ('prizes': a prize repeated). */
const fieldsOf = (count: number) => ['prizes', ...Array.from({ length: count }, (_, i) => PRIZE_FIELDS.map((f) => `prizes.${i}.${f}`)).flat()];
const blank = (): PrizeInput => ({ tournament_id: null, team_id: null, amount: '', position: '', description: '' });

/** /premios and /crear-premios (Admin): add up to 14 prizes, then send them in one batch. */
export default function PrizesRoute() {
  return (
    <Permitted action="sendPrizes">
      <PrizesScreen />
    </Permitted>
  );
}

function PrizesScreen() {
  const choices = usePrizeForm();
  const prizes = usePrizes();
  const send = useSendPrizes();
  const form = useForm<PrizesValues>({ initialValues: { prizes: [blank()] }, validate: schemaResolver(prizesBody, (v: PrizesValues) => v) });
  const refusal = useServerErrors(form, fieldsOf(form.getValues().prizes.length));
  const rows = form.getValues().prizes;
  // Up to 14 rows of five fields: a field in error turns red and its message is said once, above the button.
  const field = (path: string) => ({ ...form.getInputProps(path), error: Boolean(form.errors[path]) });
  const problems = [...new Set([...Object.values(form.errors).map(String), ...(refusal.message ? [refusal.message] : [])])];
  const payment = useConfirmPayment(send.isPending);

  const add = () => {
    // The batch's size is the season's rule (the schema only caps it), so the form stops at it.
    if (rows.length >= MAX_PRIZES_PER_BATCH) return notifyError(new Error(MSG.tooManyPrizes));
    form.insertListItem('prizes', blank());
  };
  const submit = form.onSubmit(() => {
    refusal.clear();
    // Each prize is paid by the league to the team's manager.
    const teamName = (id: string | null) => choices.data?.teams.find((t) => String(t.id) === id)?.name ?? '';
    const lines = rows.map((r) => CONFIRM_MSG.prizePays(teamName(r.team_id), formatPesos(Number(r.amount)), r.position));
    payment.ask({ title: CONFIRM_MSG.sendPrizesTitle, lines, confirmLabel: COMPETITION_SCREEN.enviarPremios }, (done) =>
      send.mutate(rows, {
        onSettled: done,
        onSuccess: (res) => {
          notifySuccess(res.message);
          form.setValues({ prizes: [blank()] });
        },
        onError: refusal.onError,
      }),
    );
  });
  const tournaments = (choices.data?.tournaments ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.type})` }));
  const teams = (choices.data?.teams ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <Stack>
      {payment.dialog}
      <Title order={1}>{COMPETITION_SCREEN.premios}</Title>
      {choices.isError && <ErrorState message={MSG.tournamentsLoadError} />}
      {rows.length === 0 && <EmptyState message={MSG.noPrizes} />}
      {rows.map((_, i) => (
        <Paper key={i} withBorder p="sm" aria-label={COMPETITION_SCREEN.premio(i + 1)} component="section">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xs">
            <Select
              label={COMPETITION_SCREEN.torneoPremio(i + 1)}
              data={tournaments}
              {...field(`prizes.${i}.tournament_id`)}

              required
              searchable
            />
            <Select
              label={COMPETITION_SCREEN.equipoPremio(i + 1)}
              data={teams}
              {...field(`prizes.${i}.team_id`)}

              required
              searchable
            />
            <MoneyInput label={COMPETITION_SCREEN.montoPremio(i + 1)} min={1} {...field(`prizes.${i}.amount`)} required />
            <TextInput
              label={COMPETITION_SCREEN.posicionPremio(i + 1)}
              type="number"
              min={1}
              {...field(`prizes.${i}.position`)}

              required
            />
            <Group align="end" wrap="nowrap" gap="xs">
              <TextInput
                label={COMPETITION_SCREEN.descripcionPremio(i + 1)}
                {...field(`prizes.${i}.description`)}

                maxLength={200}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={COMPETITION_SCREEN.quitarPremio(i + 1)}
                onClick={() => form.removeListItem('prizes', i)}
              >
                ×
              </ActionIcon>
            </Group>
          </SimpleGrid>
        </Paper>
      ))}
      <FormMessage lines={problems} />
      <Group>
        <Button variant="light" onClick={add}>
          {COMPETITION_SCREEN.agregarPremio}
        </Button>
        <Button onClick={() => submit()} loading={send.isPending}>
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

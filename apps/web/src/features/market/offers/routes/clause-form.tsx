import { Alert, Button, Card, Group, MultiSelect, Select, Slider, Stack, Text, Title } from '@mantine/core';
import {
  canBeClauseTarget,
  clauseBodySchema,
  clauseRange,
  factorMark,
  MARKET_MSG,
  MSG,
  paths,
  RECEIPT_MSG,
  SEASON_VALUES_MSG,
  MARKET_SCREEN,
  COMMON_SCREEN,
  PRIMERA,
} from '@superliga/league';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useUser } from '../../../../lib/current-user';
import { formatPesos } from '../../../../lib/format';
import { notifySuccess } from '../../../../lib/notify';
import { errorProps, schemaResolver, serverErrors } from '../../../../lib/schema-form';
import { leagueTeams, useAllTeams } from '../../../../lib/reference-data';
import { useTeamPlayers } from '../../shared/api/get-team-players';
import { useCreateOffer } from '../api/create-offer';
import { usePlayerOffers } from '../api/get-player-offers';
import { ClauseDecided } from '../components/clause-decided';
import { useRulesInForce } from '../../../../lib/season-rules';
import { ComplianceWarnings } from '../../../../components/compliance-warnings';
import { LoadingState } from '../../../../components/states';
import { useFirstDraw } from '../../../../lib/first-draw';

type ClauseValues = { id_team: string | null; id_player: string | null; total_value: number; other_players: string[] };
const FIELDS = ['id_team', 'id_player', 'total_value', 'other_players'] as const;
/** The request's fields the form decides; the player's name and value come from the list (the server reads its own). */
const toBody = (v: ClauseValues) => ({
  id_player: v.id_player ?? undefined,
  id_team: v.id_team ?? undefined,
  total_value: v.total_value,
  other_players: JSON.stringify(v.other_players.map(Number)),
});
const CHOOSE = COMMON_SCREEN.elegiUnEquipoYUn;

/** /clausula_rescision (000 §2, §5): pay between 1x and 2x a player's value to take them. */
export default function ClauseFormRoute() {
  const me = useUser();
  const teams = useAllTeams();
  const create = useCreateOffer();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ClauseValues>({
    initialValues: { id_team: null, id_player: null, total_value: 0, other_players: [] },
    validate: schemaResolver(clauseBodySchema, toBody, undefined, { id_team: CHOOSE, id_player: CHOOSE }),
  });
  const { id_team: teamId, id_player: playerId, total_value: total, other_players: others } = form.getValues();
  // ?jugador={id} (the player page's "Ejecutar cláusula", decision 027): his team and him chosen once the lists arrive.
  const [search] = useSearchParams();
  const [preset, setPreset] = useState(search.get('jugador'));
  // The preset player's team comes with his offers (the same query the chosen player's round reads).
  const presetPlayer = usePlayerOffers(Number(preset), preset !== null && Number.isInteger(Number(preset)));

  const myTeamId = me.data?.team?.id;
  const teamOptions = leagueTeams(teams.data)
    .filter((t) => t.id !== myTeamId)
    .map((t) => ({ value: String(t.id), label: `${t.name} (${t.division})` }));
  // Only the chosen team's players and the user's own squad, never the whole league (docs/decisions/044).
  const teamPlayers = useTeamPlayers(teamId ? Number(teamId) : null);
  const myPlayers = useTeamPlayers(myTeamId ?? null);
  const candidates = useMemo(
    () => (teamPlayers.data ?? []).filter((p) => String(p.id_team.id) === teamId && canBeClauseTarget({ status: p.status, division: PRIMERA })),
    [teamPlayers.data, teamId],
  );
  const mine = myPlayers.data ?? [];
  const player = candidates.find((p) => String(p.id) === playerId);
  // The slider spans the current season's clause range (1x–2x unless the Admin changed it); none until the rules load.
  const seasonRules = useRulesInForce();
  const range = player && seasonRules ? clauseRange(player.value, seasonRules) : null;
  // The player's open offers set his round's reveal; with none, a first offer sent now sets it.
  const theirOffers = usePlayerOffers(player?.id ?? 0, player !== undefined);
  const revealAt = theirOffers.data?.offers.find((o) => o.active === 'yes' && o.confirmed === 'no')?.reveal_at;

  const choosePlayer = (id: string | null) => {
    const p = candidates.find((c) => String(c.id) === id);
    form.setValues({ id_player: id, total_value: p && seasonRules ? clauseRange(p.value, seasonRules).min : 0 });
  };
  useEffect(() => {
    if (preset === null || !me.data || !teams.data || !seasonRules) return;
    if (!Number.isInteger(Number(preset)) || presetPlayer.isError) return setPreset(null);
    const target = presetPlayer.data?.player;
    if (!target) return;
    setPreset(null);
    // Only a player the form itself would offer: another league team's, neither blocked nor restricted.
    if (!teamOptions.some((t) => t.value === String(target.id_team.id)) || !canBeClauseTarget({ status: target.status, division: PRIMERA })) return;
    form.setValues({ id_team: String(target.id_team.id), id_player: String(target.id), total_value: clauseRange(target.value, seasonRules).min });
  }, [preset, me.data, presetPlayer.data, presetPlayer.isError, teams.data, teamOptions, seasonRules]);
  const drawn = useFirstDraw(!me.isPending && !teams.isPending);
  const submit = form.onSubmit((values) => {
    if (!player) return;
    setError(null);
    create.mutate(
      {
        ...clauseBodySchema.parse(toBody(values)),
        name: player.name,
        value: player.value,
        extra_value: values.total_value - player.value,
        created_by: me.data?.id,
        status: 'bloqueado',
      },
      {
        onSuccess: (created) => {
          notifySuccess(`${MSG.clauseSent} ${RECEIPT_MSG.sent(created.receipt)}`);
          navigate(paths.playerOffers(player.id));
        },
        onError: (e) => {
          const { fields, message } = serverErrors(e instanceof ApiError ? e : new Error(MSG.clauseSendError), FIELDS);
          form.setErrors(fields);
          setError(message);
        },
      },
    );
  });

  // The form with its lists of teams: drawn in a render React can slice (lib/first-draw.ts).
  if (!drawn) return <LoadingState />;
  // The screen keeps its title either way: a page of only an alert has no heading to land on.
  if (me.data && !me.data.team) {
    return (
      <Stack>
        <Title order={1}>{MARKET_SCREEN.ejecutarClausulaDeRescision}</Title>
        <Alert color="yellow">{MARKET_MSG.clauseNeedsTeam}</Alert>
      </Stack>
    );
  }
  return (
    <Stack>
      <Title order={1}>{MARKET_SCREEN.ejecutarClausulaDeRescision}</Title>
      <ClauseDecided revealAt={revealAt} exact={player !== undefined && !theirOffers.isPending} />
      {error && (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Card withBorder component="form" onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={COMMON_SCREEN.equipo}
            placeholder={COMMON_SCREEN.elegiElEquipo}
            data={teamOptions}
            value={teamId}
            onChange={(v) => form.setValues({ id_team: v, id_player: null, total_value: 0 })}
            searchable
            errorProps={errorProps}
            error={teams.isError ? MSG.teamsLoadError : form.errors.id_team}
          />
          <Select
            label={COMMON_SCREEN.jugador}
            placeholder={teamId ? COMMON_SCREEN.elegiUnJugador : MARKET_SCREEN.elegiPrimeroElEquipo}
            data={candidates.map((p) => ({ value: String(p.id), label: MARKET_SCREEN.ca(p.name, p.ca, formatPesos(p.value)) }))}
            value={playerId}
            onChange={choosePlayer}
            searchable
            disabled={!teamId}
            errorProps={errorProps}
            error={teamPlayers.isError ? MSG.filterByTeamError : form.errors.id_player}
            nothingFoundMessage={MARKET_SCREEN.noHayJugadoresDisponiblesLos}
          />
          {player && range && (
            <Stack gap={4}>
              <Text size="sm" id="clause-amount-label">
                {MARKET_SCREEN.montoAPagar}
                <b>{formatPesos(total)}</b> {MARKET_SCREEN.valor}
                {formatPesos(player.value)} {MARKET_SCREEN.extra}
                {formatPesos(total - player.value)})
              </Text>
              {seasonRules && (
                <Text size="xs" c="dimmed">
                  {SEASON_VALUES_MSG.clauseRange(seasonRules.clause_min_factor, seasonRules.clause_max_factor)}
                </Text>
              )}
              <Slider
                thumbLabel={MARKET_SCREEN.amountToPayHeader}
                min={range.min}
                max={range.max}
                step={Math.max(1, Math.round(player.value / 100))}
                value={total}
                onChange={(v) => form.setFieldValue('total_value', v)}
                label={(v) => formatPesos(v)}
                marks={[
                  { value: range.min, label: factorMark(seasonRules?.clause_min_factor ?? 1) },
                  { value: range.max, label: factorMark(seasonRules?.clause_max_factor ?? 2) },
                ]}
                mb="lg"
              />
              {form.errors.total_value && (
                <Text size="sm" c="red.8" role="alert">
                  {form.errors.total_value}
                </Text>
              )}
            </Stack>
          )}
          <MultiSelect
            label={MARKET_SCREEN.otrosJugadoresOpcional}
            description={MARKET_SCREEN.jugadoresDeTuPlantelQue}
            data={mine.map((p) => ({ value: String(p.id), label: p.name }))}
            value={others}
            onChange={(v) => form.setFieldValue('other_players', v)}
            searchable
            maxValues={5}
            errorProps={errorProps}
            error={myPlayers.isError ? MSG.filterByUserError : form.errors.other_players}
          />
          <ComplianceWarnings operation={player ? { operation: 'clause', id_player: player.id } : null} />
          <Group>
            <Button type="submit" loading={create.isPending} disabled={!player}>
              {MARKET_SCREEN.confirmarClausula}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

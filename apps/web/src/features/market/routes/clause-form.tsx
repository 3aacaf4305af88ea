import { Alert, Button, Card, Group, MultiSelect, Select, Slider, Stack, Text, Title } from '@mantine/core';
import { canBeClauseTarget, clauseRange, factorMark, MARKET_MSG, MSG, paths, RECEIPT_MSG, SEASON_VALUES_MSG } from '@superliga/league';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/current-user';
import { formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { leagueTeams, useAllPlayers, useAllTeams } from '../../../lib/reference-data';
import { useCreateOffer } from '../api/create-offer';
import { usePlayerOffers } from '../api/get-player-offers';
import { ClauseDecided } from '../components/clause-decided';
import { useCurrentSeasonRules } from '../../../lib/season-rules';
import { ComplianceWarnings } from '../../../components/compliance-warnings';

/** /clausula_rescision (000 §2, §5): pay between 1x and 2x a player's value to take them. */
export default function ClauseFormRoute() {
  const me = useUser();
  const teams = useAllTeams();
  const players = useAllPlayers();
  const create = useCreateOffer();
  const navigate = useNavigate();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [total, setTotal] = useState(0);
  const [others, setOthers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  // ?jugador={id} (the player page's "Ejecutar cláusula", decision 027): his team and him chosen once the lists arrive.
  const [search] = useSearchParams();
  const [preset, setPreset] = useState(search.get('jugador'));

  const myTeamId = me.data?.team?.id;
  const teamOptions = leagueTeams(teams.data)
    .filter((t) => t.id !== myTeamId)
    .map((t) => ({ value: String(t.id), label: `${t.name} (${t.division})` }));
  const candidates = useMemo(
    () => (players.data ?? []).filter((p) => String(p.id_team.id) === teamId && canBeClauseTarget({ status: p.status, division: 'Primera' })),
    [players.data, teamId],
  );
  const mine = useMemo(() => (players.data ?? []).filter((p) => p.id_team.id === myTeamId), [players.data, myTeamId]);
  const player = candidates.find((p) => String(p.id) === playerId);
  // The slider spans the current season's clause range (1x–2x unless the Admin changed it).
  const seasonRules = useCurrentSeasonRules().rules.data;
  const range = player ? clauseRange(player.value, seasonRules) : null;
  // The player's open offers set his round's reveal; with none, a first offer sent now sets it.
  const theirOffers = usePlayerOffers(player?.id ?? 0, player !== undefined);
  const revealAt = theirOffers.data?.offers.find((o) => o.active === 'yes' && o.confirmed === 'no')?.reveal_at;

  const choosePlayer = (id: string | null) => {
    setPlayerId(id);
    const p = candidates.find((c) => String(c.id) === id);
    setTotal(p ? clauseRange(p.value, seasonRules).min : 0);
  };
  useEffect(() => {
    if (preset === null || !me.data || !players.data || !teams.data) return;
    const target = players.data.find((p) => String(p.id) === preset);
    setPreset(null);
    // Only a player the form itself would offer: another league team's, neither blocked nor restricted.
    if (!target || !teamOptions.some((t) => t.value === String(target.id_team.id)) || !canBeClauseTarget({ status: target.status, division: 'Primera' }))
      return;
    setTeamId(String(target.id_team.id));
    setPlayerId(String(target.id));
    setTotal(clauseRange(target.value, seasonRules).min);
  }, [preset, me.data, players.data, teams.data, teamOptions, seasonRules]);
  const submit = () => {
    if (!player || !range) return;
    setError(null);
    create.mutate(
      {
        id_player: player.id,
        id_team: player.id_team.id,
        name: player.name,
        value: player.value,
        extra_value: total - player.value,
        total_value: total,
        other_players: JSON.stringify(others.map(Number)),
        created_by: me.data?.id,
        status: 'bloqueado',
      },
      {
        onSuccess: (created) => {
          notifySuccess(`${MSG.clauseSent} ${RECEIPT_MSG.sent(created.receipt)}`);
          navigate(paths.playerOffers(player.id));
        },
        onError: (e) => setError(e instanceof ApiError ? e.lines.join('\n') : MSG.clauseSendError),
      },
    );
  };

  // The screen keeps its title either way: a page of only an alert has no heading to land on.
  if (me.data && !me.data.team) {
    return (
      <Stack>
        <Title order={1}>Ejecutar cláusula de rescisión</Title>
        <Alert color="yellow">{MARKET_MSG.clauseNeedsTeam}</Alert>
      </Stack>
    );
  }
  return (
    <Stack>
      <Title order={1}>Ejecutar cláusula de rescisión</Title>
      <ClauseDecided revealAt={revealAt} exact={player !== undefined && !theirOffers.isPending} />
      {error && (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Card withBorder>
        <Stack>
          <Select
            label="Equipo"
            data={teamOptions}
            value={teamId}
            onChange={(v) => (setTeamId(v), choosePlayer(null))}
            searchable
            error={teams.isError ? MSG.teamsLoadError : undefined}
          />
          <Select
            label="Jugador"
            placeholder={teamId ? 'Elegí un jugador' : 'Elegí primero el equipo'}
            data={candidates.map((p) => ({ value: String(p.id), label: `${p.name} · CA ${p.ca} · ${formatPesos(p.value)}` }))}
            value={playerId}
            onChange={choosePlayer}
            searchable
            disabled={!teamId}
            error={players.isError ? MSG.filterByTeamError : undefined}
            nothingFoundMessage="No hay jugadores disponibles (los bloqueados y restringidos no se pueden pedir)."
          />
          {player && range && (
            <Stack gap={4}>
              <Text size="sm" id="clause-amount-label">
                Monto a pagar: <b>{formatPesos(total)}</b> (valor {formatPesos(player.value)} + extra {formatPesos(total - player.value)})
              </Text>
              {seasonRules && (
                <Text size="xs" c="dimmed">
                  {SEASON_VALUES_MSG.clauseRange(seasonRules.clause_min_factor, seasonRules.clause_max_factor)}
                </Text>
              )}
              <Slider
                thumbLabel="Monto a pagar"
                min={range.min}
                max={range.max}
                step={Math.max(1, Math.round(player.value / 100))}
                value={total}
                onChange={setTotal}
                label={(v) => formatPesos(v)}
                marks={[
                  { value: range.min, label: factorMark(seasonRules?.clause_min_factor ?? 1) },
                  { value: range.max, label: factorMark(seasonRules?.clause_max_factor ?? 2) },
                ]}
                mb="lg"
              />
            </Stack>
          )}
          <MultiSelect
            label="Otros jugadores (opcional)"
            description="Jugadores de tu plantel que sumás a la oferta."
            data={mine.map((p) => ({ value: String(p.id), label: p.name }))}
            value={others}
            onChange={setOthers}
            searchable
            maxValues={5}
            error={players.isError ? MSG.filterByUserError : undefined}
          />
          <ComplianceWarnings operation={player ? { operation: 'clause', id_player: player.id } : null} />
          <Group>
            <Button onClick={submit} loading={create.isPending} disabled={!player}>
              Confirmar cláusula
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

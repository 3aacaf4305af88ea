import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SEASON_RULES, factorMark, isHttpUrl, MSG, paths, revealHoursText, TEAMS_PER_DIVISION, SETTINGS_SCREEN } from '@superliga/league';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/states';
import { useRulesInForce } from '../../../lib/season-rules';
import { useSettings } from '../api/get-settings';

/** /about: what the league and the app are, how a season runs, the links and the version. */
export default function AboutRoute() {
  const settings = useSettings();
  // The season's own rules (spec DECISIONS, 'The league's own rules as settings'); the documents' values while they load.
  const rules = useRulesInForce() ?? DEFAULT_SEASON_RULES;
  return (
    <Stack maw={860}>
      <Title order={1}>{SETTINGS_SCREEN.acercaDeSuperliga}</Title>
      <Text>
        {SETTINGS_SCREEN.superligaEsUnaLigaPrivada}
        {TEAMS_PER_DIVISION} {SETTINGS_SCREEN.equiposCadaUnaCadaManager}
      </Text>
      <Text>{SETTINGS_SCREEN.estaAplicacionEsElLugar}</Text>

      <Title order={2} size="h3">
        {SETTINGS_SCREEN.comoFuncionaUnaTemporada}
      </Title>
      <List spacing="xs">
        <List.Item>
          {SETTINGS_SCREEN.elMercadoTransferenciasYSubastas}
          {rules.market_gate_hours} {SETTINGS_SCREEN.horasDespuesDelInicioDe}
        </List.Item>
        <List.Item>
          {SETTINGS_SCREEN.lasClausulasDeRescisionSe}
          {factorMark(rules.clause_min_factor)} {SETTINGS_SCREEN.y}
          {factorMark(rules.clause_max_factor)} {SETTINGS_SCREEN.elValorDelJugadorY}
          {revealHoursText(rules.reveal_hours)}
          {SETTINGS_SCREEN.horaDeBuenosAiresUn} {rules.max_clause_losses} {SETTINGS_SCREEN.jugadoresPorClausulaEnLa}
        </List.Item>
        <List.Item>
          {SETTINGS_SCREEN.lasSubastasDeJugadoresLibres}
          {rules.auction_hours} {SETTINGS_SCREEN.horasDespuesDeLaPrimera}
        </List.Item>
        <List.Item>
          {SETTINGS_SCREEN.elPromedioDeCaDe}
          {rules.ca_limit_primera} {SETTINGS_SCREEN.enPrimeraNi}
          {rules.ca_limit_segunda} {SETTINGS_SCREEN.enSegundaElPlantelAdmite} {rules.squad_senior_max} {SETTINGS_SCREEN.mayoresDe20Anos}
          {rules.squad_youth_max} {SETTINGS_SCREEN.juvenilesY}
          {rules.blocks_per_team} {SETTINGS_SCREEN.bloqueadosRevisaloEn}{' '}
          <Anchor component={Link} to={paths.plantel}>
            {SETTINGS_SCREEN.miPlantel}
          </Anchor>
          .
        </List.Item>
        <List.Item>
          {SETTINGS_SCREEN.losPartidosSeCarganCon}{' '}
          <Anchor component={Link} to={paths.reglamento}>
            {SETTINGS_SCREEN.reglamento}
          </Anchor>
          .
        </List.Item>
      </List>

      <Title order={2} size="h3">
        {SETTINGS_SCREEN.comunidad}
      </Title>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message={MSG.infoLoadError} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {[
              { href: settings.data.links.social, label: SETTINGS_SCREEN.redSocial, text: SETTINGS_SCREEN.novedadesYResumenesDeLa },
              { href: settings.data.links.streaming, label: SETTINGS_SCREEN.streaming, text: SETTINGS_SCREEN.losPartidosYSorteosEn },
              { href: settings.data.links.chat, label: SETTINGS_SCREEN.comunidad, text: SETTINGS_SCREEN.elChatDeLosManagers },
            ].map((l) => (
              <Card key={l.label} withBorder padding="sm">
                {/* Only an http(s) address becomes a link (a javascript: one would run in this page). */}
                {isHttpUrl(l.href) ? (
                  <Anchor href={l.href} target="_blank" rel="noopener noreferrer" fw={600}>
                    {l.label}
                  </Anchor>
                ) : (
                  <Text fw={600}>{l.label}</Text>
                )}
                <Text size="sm" c="dimmed">
                  {l.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" data-testid="app-version">
            {SETTINGS_SCREEN.version}
            {settings.data.version}
          </Text>
        </>
      )}
    </Stack>
  );
}

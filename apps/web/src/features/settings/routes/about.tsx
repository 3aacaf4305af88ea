import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SEASON_RULES, factorMark, isHttpUrl, MSG, paths, revealHoursText, TEAMS_PER_DIVISION } from '@superliga/league';
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
      <Title order={1}>Acerca de Superliga</Title>
      <Text>
        Superliga es una liga privada de Football Manager con dos divisiones, Primera y Segunda, de {TEAMS_PER_DIVISION} equipos cada una. Cada manager dirige
        un equipo, arma su plantel y administra un presupuesto con el que compra y vende jugadores, ejecuta cláusulas, puja en subastas y apuesta.
      </Text>
      <Text>
        Esta aplicación es el lugar donde corre la liga: el mercado de pases, los partidos y sus estadísticas, las tablas, los fixtures, los premios y el
        reglamento. El servidor es la autoridad: los horarios, los límites y cada movimiento de dinero se deciden allí y quedan registrados.
      </Text>

      <Title order={2} size="h3">
        Cómo funciona una temporada
      </Title>
      <List spacing="xs">
        <List.Item>El mercado (transferencias y subastas) abre {rules.market_gate_hours} horas después del inicio de la temporada.</List.Item>
        <List.Item>
          Las cláusulas de rescisión se pagan entre {factorMark(rules.clause_min_factor)} y {factorMark(rules.clause_max_factor)} el valor del jugador y se
          mantienen ocultas hasta el cierre de su ventana ({revealHoursText(rules.reveal_hours)}, hora de Buenos Aires). Un equipo puede perder hasta{' '}
          {rules.max_clause_losses} jugadores por cláusula en la temporada.
        </List.Item>
        <List.Item>Las subastas de jugadores libres o de equipos de afuera cierran {rules.auction_hours} horas después de la primera oferta.</List.Item>
        <List.Item>
          El promedio de CA de los 16 mejores no puede superar {rules.ca_limit_primera} en Primera ni {rules.ca_limit_segunda} en Segunda; el plantel admite{' '}
          {rules.squad_senior_max} mayores de 20 años, {rules.squad_youth_max} juveniles y {rules.blocks_per_team} bloqueados. Revisalo en{' '}
          <Anchor component={Link} to={paths.plantel}>
            Mi plantel
          </Anchor>
          .
        </List.Item>
        <List.Item>
          Los partidos se cargan con sus estadísticas; las tablas, sanciones y premios salen de ellos. El detalle está en el{' '}
          <Anchor component={Link} to={paths.reglamento}>
            reglamento
          </Anchor>
          .
        </List.Item>
      </List>

      <Title order={2} size="h3">
        Comunidad
      </Title>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message={MSG.infoLoadError} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {[
              { href: settings.data.links.social, label: 'Red social', text: 'Novedades y resúmenes de la liga.' },
              { href: settings.data.links.streaming, label: 'Streaming', text: 'Los partidos y sorteos en vivo.' },
              { href: settings.data.links.chat, label: 'Comunidad', text: 'El chat de los managers.' },
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
            Versión {settings.data.version}
          </Text>
        </>
      )}
    </Stack>
  );
}

import {
  CLAUSE_DURATION_HOURS,
  CUP_YELLOWS_PER_SUSPENSION,
  DEFAULT_SEASON_ID,
  DIRECT_RED_ROUNDS,
  FIXTURE_ROUNDS,
  INJURY_ROUNDS,
  LEAGUE_PRIZES_PRIMERA,
  LEAGUE_YELLOWS_ONE_ROUND,
  LEAGUE_YELLOWS_TWO_ROUNDS,
  OBJECTIVE_STEP_AMOUNT,
  RED_CARD_ROUNDS,
  SENIOR_AGE_OVER,
  SERIOUS_INJURY_ROUNDS,
  SQUAD_BEST_FOR_AVERAGE,
  TEAMS_PER_DIVISION,
} from '../constants';
import { SOFT_CLOSE_MAX_EXTENSION_HOURS } from '../market/gates.rules';
import { MARKET_MSG } from '../market/market.messages';
import { revealHoursText } from '../market/offers/offers.rules';
import { formatMoney } from '../market/money.rules';
import { DEFAULT_SEASON_RULES, type SeasonRules } from '../market/season-rules';

/** One numbered section of the rulebook; `keywords` help the assistant find it by other words. */
export type RulebookSection = {
  id: string;
  number: number;
  title: string;
  paragraphs: string[];
  keywords: string[];
};

export type Rulebook = { title: string; season: string; sections: RulebookSection[] };

/** How a confirmed transfer between managers becomes final this season (decision 023). */
const tradeReviewRule = (rules: SeasonRules) =>
  rules.trade_review === 'none'
    ? 'Cuando la otra parte confirma una transferencia, es firme en el acto: se mueven la plata y los jugadores.'
    : rules.trade_review === 'staff'
      ? 'Cuando la otra parte confirma una transferencia, la organización la revisa: la plata y los jugadores se mueven recién cuando la aprueba; si la veta, los jugadores quedan libres y no se mueve nada.'
      : `Cuando la otra parte confirma una transferencia, se abre una ventana de objeciones de ${rules.trade_objection_hours} horas: los demás managers pueden objetarla (solo lo ve la organización) y, si la organización no la veta, se hace firme sola al terminar la ventana.`;
const pct = (factor: number) => `${Math.round(factor * 100)}%`;
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const rounds = (n: number) => (n === 1 ? 'una fecha' : `${n} fechas`);
/** '150M' style used by the league's managers, next to the exact amount. */
const millions = (n: number) => `${n / 1_000_000}M (${formatMoney(n)})`;

type Draft = Omit<RulebookSection, 'number'>;

const blocksFree = (n: number) =>
  n === 0
    ? 'Todos los bloqueos tienen costo.'
    : n === 1
      ? 'El primer bloqueo de la temporada no tiene costo.'
      : `Los primeros ${n} bloqueos de la temporada no tienen costo.`;

/**
 * The rulebook of a season, written from the season's rules in force (the settings the server
 * enforces), so a limit an Admin changes changes the rule the managers read too.
 */
export function buildRulebook(seasonName: string, rules: SeasonRules): Rulebook {
  const reveals = [...rules.reveal_hours].sort((a, b) => a - b).map(hour);
  const [firstReveal, secondReveal, thirdReveal] = reveals;
  const windows =
    reveals.length === 3
      ? `Las ofertas quedan ocultas hasta el cierre de la ventana siguiente: las hechas desde las ${thirdReveal} se ven a las ${firstReveal} del día siguiente; antes de las ${firstReveal}, a las ${firstReveal}; entre las ${firstReveal} y las ${secondReveal}, a las ${secondReveal}; y entre las ${secondReveal} y las ${thirdReveal}, a las ${thirdReveal}.`
      : `Las ofertas quedan ocultas hasta la siguiente hora de revelación (${reveals.join(', ')}), contada desde la primera oferta por el jugador.`;
  const drafts: Draft[] = [
    {
      id: 'torneo',
      title: 'El torneo',
      keywords: ['division', 'divisiones', 'equipos', 'fechas', 'partidos', 'liga', 'formato', 'primera', 'segunda'],
      paragraphs: [
        `La Superliga se juega en dos divisiones, Primera y Segunda, con ${TEAMS_PER_DIVISION} equipos en cada una.`,
        `Cada división juega todos contra todos a una rueda: son ${FIXTURE_ROUNDS} partidos por equipo, de la Fecha 1 a la Fecha ${FIXTURE_ROUNDS}.`,
        'La tabla se arma con los partidos completados: 3 puntos por partido ganado, 1 por empate y 0 por derrota; si hay empate en puntos desempata la diferencia de gol y después los goles a favor.',
      ],
    },
    {
      id: 'premios',
      title: 'Premios y objetivos',
      keywords: ['premio', 'premios', 'campeon', 'subcampeon', 'segundo', 'objetivo', 'objetivos', 'plata', 'presupuesto'],
      paragraphs: [
        `En Primera, el campeón de la liga cobra ${millions(LEAGUE_PRIZES_PRIMERA.champion)} y el segundo ${millions(LEAGUE_PRIZES_PRIMERA.runnerUp)}.`,
        `Cada escalón de objetivo que superes o que no alcances suma o resta ${millions(OBJECTIVE_STEP_AMOUNT)} a tu presupuesto.`,
        `Los premios los carga la organización, hasta ${rules.prizes_per_batch} por tanda, y se acreditan en el presupuesto del manager del equipo.`,
      ],
    },
    {
      id: 'plantel',
      title: 'El plantel',
      keywords: ['plantel', 'jugadores', 'juveniles', 'mayores', 'edad', 'promedio', 'ca', 'limite', 'cupo'],
      paragraphs: [
        `Cada plantel puede tener hasta ${rules.squad_senior_max} jugadores mayores de ${SENIOR_AGE_OVER} años y ${rules.squad_youth_max} juveniles (${SENIOR_AGE_OVER} años o menos).`,
        `El promedio de CA de tus ${SQUAD_BEST_FOR_AVERAGE} mejores jugadores no puede pasar de ${rules.ca_limit_primera} en Primera ni de ${rules.ca_limit_segunda} en Segunda.`,
      ],
    },
    {
      id: 'bloqueos',
      title: 'Jugadores bloqueados',
      keywords: ['bloqueo', 'bloqueos', 'bloqueado', 'bloqueados', 'bloquear', 'proteger', 'intransferible', 'liberar', 'liberado', 'inscribir', 'inscripto'],
      paragraphs: [
        `Cada equipo puede bloquear hasta ${rules.blocks_per_team} jugadores por temporada desde su plantel. A un jugador bloqueado (o restringido) no se le puede ejecutar la cláusula, y el bloqueo dura hasta el final de la temporada.`,
        `${blocksFree(rules.block_free_per_season)} Después, bloquear a un jugador de CA ${rules.block_high_ca} o más cuesta ${millions(rules.block_cost_high_primera)} en Primera y ${millions(rules.block_cost_high_segunda)} en Segunda; uno de CA menor a ${rules.block_high_ca}, ${millions(rules.block_cost_low_primera)} en Primera y ${millions(rules.block_cost_low_segunda)} en Segunda.`,
        'Cuando se confirma una cláusula, el jugador pasa a estar bloqueado en su nuevo equipo (eso no gasta un bloqueo).',
        `Podés liberar a un jugador de tu plantel: pasa a los agentes libres y tu equipo cobra el ${pct(rules.release_factor)} de su valor${rules.release_capped_by_price ? ' (si llegó esta temporada, a lo sumo lo que tu equipo pagó por él)' : ''}.${rules.release_no_return ? ' En la misma temporada no puede volver al equipo que lo liberó.' : ''} Inscribir a un jugador no tiene costo; a uno bloqueado, inscribirlo le saca la protección.`,
        'Un jugador que está en una transferencia pendiente, una oferta de cláusula o una subasta abierta no se puede bloquear ni liberar hasta que esa operación termine.',
      ],
    },
    {
      id: 'clausulas',
      title: 'Cláusulas de rescisión (CDR)',
      keywords: ['clausula', 'clausulas', 'rescision', 'cdr', 'oferta', 'ofertas', 'perder', 'pierde', 'perdidos', 'ejecutar'],
      paragraphs: [
        `Una cláusula de rescisión (CDR) dura ${CLAUSE_DURATION_HOURS} horas y se paga entre el ${pct(rules.clause_min_factor)} y el ${pct(rules.clause_max_factor)} del valor inicial del jugador.`,
        MARKET_MSG.clauseDecidedRule(revealHoursText(rules.reveal_hours)),
        `Cada equipo puede perder como máximo ${rules.max_clause_losses} jugadores por cláusula en la temporada.`,
        windows,
        `Al revelarse, el servidor resuelve la ronda: gana la oferta de mayor monto total; si hay empate, la ronda se prorroga ${rules.tie_extension_hours} horas para que los empatados suban su oferta, y si sigue empatada gana la oferta hecha primero. Cada ronda queda en el registro 'Rondas de cláusulas'.`,
        'Sólo se les puede ejecutar la cláusula a jugadores de equipos de Primera o Segunda. La organización puede además confirmar o cerrar cada oferta a mano.',
      ],
    },
    {
      id: 'mercado',
      title: 'Apertura del mercado',
      keywords: ['mercado', 'apertura', 'transferencia', 'transferencias', 'traspaso', 'inicio', 'abre'],
      paragraphs: [
        `Las transferencias y la creación de subastas se habilitan ${rules.market_gate_hours} horas después del inicio de la temporada; hasta entonces se ve una cuenta regresiva.`,
        'Una transferencia entre equipos queda pendiente hasta que la otra parte la confirma; la plata comprometida en ofertas, transferencias y pujas no se puede usar dos veces.',
        tradeReviewRule(rules),
      ],
    },
    {
      id: 'subastas',
      title: 'Subastas',
      keywords: ['subasta', 'subastas', 'puja', 'pujas', 'pujar', 'oferta', 'minimo', 'aumento'],
      paragraphs: [
        `Una subasta arranca como mínimo en el ${pct(rules.auction_start_factor)} del valor del jugador y cada puja tiene que superar a la anterior por al menos ${millions(rules.auction_min_raise)}.`,
        `Cada equipo puede abrir hasta ${rules.auctions_per_team} subastas por temporada, ${rules.auctions_over_20_per_team} como máximo sobre jugadores mayores de ${SENIOR_AGE_OVER}.`,
        `La subasta dura ${rules.auction_hours} horas desde la primera puja${
          rules.auction_close === 'soft'
            ? `, pero una puja en la última hora la extiende hasta una hora después de esa puja (como mucho ${SOFT_CLOSE_MAX_EXTENSION_HOURS} horas más)`
            : ''
        }; ${rules.auction_settlement === 'auto' ? 'al cerrar, el servidor adjudica al ganador' : 'después un Admin confirma al ganador'} y el jugador pasa a su equipo.`,
      ],
    },
    {
      id: 'apuestas',
      title: 'Apuestas',
      keywords: ['apuesta', 'apuestas', 'apostar', 'cuota', 'cuotas', 'monto'],
      paragraphs: [
        `Se apuesta entre ${formatMoney(rules.bet_min)} y ${formatMoney(rules.bet_max)} por apuesta, a Local, Visitante, Empate, Más o Menos.`,
        'Si ganás, un Admin confirma la apuesta y cobrás el monto por la cuota elegida.',
      ],
    },
    {
      id: 'sanciones',
      title: 'Sanciones y lesiones',
      keywords: [
        'sancion',
        'sanciones',
        'suspendido',
        'suspension',
        'amarilla',
        'amarillas',
        'roja',
        'rojas',
        'tarjeta',
        'tarjetas',
        'lesion',
        'lesiones',
        'lesionado',
      ],
      paragraphs: [
        `En la liga, al llegar a ${LEAGUE_YELLOWS_ONE_ROUND} amarillas el jugador se pierde ${rounds(1)}; al llegar a ${LEAGUE_YELLOWS_TWO_ROUNDS}, ${rounds(2)}.`,
        `En las copas (UCL, UEL y CFM) cada ${CUP_YELLOWS_PER_SUSPENSION} amarillas son ${rounds(1)} de suspensión, y las amarillas se limpian al llegar a la semifinal.`,
        `Una roja se paga con ${rounds(RED_CARD_ROUNDS)}; una roja directa, con ${rounds(DIRECT_RED_ROUNDS)}.`,
        `Una lesión simple deja al jugador afuera ${rounds(INJURY_ROUNDS)} (la siguiente); una lesión grave, las ${SERIOUS_INJURY_ROUNDS} siguientes.`,
      ],
    },
  ];
  return { title: `Reglamento de la Superliga — ${seasonName}`, season: seasonName, sections: drafts.map((d, i) => ({ ...d, number: i + 1 })) };
}

/**
 * The rulebook under the default rules of the default season (57): what the rulebook screen shows
 * until the season's rules load. Every reader that has a season builds its own (`buildRulebook`).
 */
export const RULEBOOK = buildRulebook(`Temporada ${DEFAULT_SEASON_ID}`, DEFAULT_SEASON_RULES);

/** A section as plain text: 'Regla 5. Cláusulas de rescisión (CDR): …'. */
export function sectionText(section: RulebookSection): string {
  return `Regla ${section.number}. ${section.title}: ${section.paragraphs.join(' ')}`;
}

/** The whole rulebook as plain text (the assistant's context for a model provider). */
export function rulebookText(rulebook: Rulebook): string {
  return [rulebook.title, ...rulebook.sections.map(sectionText)].join('\n');
}

import {
  AUCTION_DURATION_HOURS,
  AUCTION_MIN_RAISE,
  AUCTION_START_FACTOR,
  BET_MAX_AMOUNT,
  BET_MIN_AMOUNT,
  CA_AVERAGE_LIMIT,
  CLAUSE_DURATION_HOURS,
  CLAUSE_MAX_FACTOR,
  CLAUSE_MIN_FACTOR,
  CUP_YELLOWS_PER_SUSPENSION,
  DEFAULT_SEASON_ID,
  DIRECT_RED_ROUNDS,
  FIXTURE_ROUNDS,
  INJURY_ROUNDS,
  LEAGUE_PRIZES_PRIMERA,
  LEAGUE_YELLOWS_ONE_ROUND,
  LEAGUE_YELLOWS_TWO_ROUNDS,
  LOCKS_PER_TEAM,
  MARKET_GATE_HOURS,
  MAX_PLAYERS_LOST_BY_CLAUSE,
  MAX_PRIZES_PER_BATCH,
  OBJECTIVE_STEP_AMOUNT,
  RED_CARD_ROUNDS,
  REVEAL_HOURS,
  SENIOR_AGE_OVER,
  SERIOUS_INJURY_ROUNDS,
  SQUAD_BEST_FOR_AVERAGE,
  SQUAD_SENIOR_LIMIT,
  SQUAD_YOUTH_LIMIT,
  TEAMS_PER_DIVISION,
} from '../constants';
import { formatMoney } from '../market/money.rules';

/** One numbered section of the rulebook; `keywords` help the assistant find it by other words. */
export type RulebookSection = {
  id: string;
  number: number;
  title: string;
  paragraphs: string[];
  keywords: string[];
};

export type Rulebook = { title: string; season: string; sections: RulebookSection[] };

const pct = (factor: number) => `${Math.round(factor * 100)}%`;
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const rounds = (n: number) => (n === 1 ? 'una fecha' : `${n} fechas`);
/** '150M' style used by the league's managers, next to the exact amount. */
const millions = (n: number) => `${n / 1_000_000}M (${formatMoney(n)})`;

type Draft = Omit<RulebookSection, 'number'>;

/**
 * The rulebook of a season, written from the same constants the server enforces, so a number
 * changed in constants.ts changes the rule the managers read too.
 */
export function buildRulebook(seasonName: string = `Temporada ${DEFAULT_SEASON_ID}`): Rulebook {
  const [firstReveal, secondReveal, thirdReveal] = [...REVEAL_HOURS].sort((a, b) => a - b).map(hour);
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
        `Los premios los carga la organización, hasta ${MAX_PRIZES_PER_BATCH} por tanda, y se acreditan en el presupuesto del manager del equipo.`,
      ],
    },
    {
      id: 'plantel',
      title: 'El plantel',
      keywords: ['plantel', 'jugadores', 'juveniles', 'mayores', 'edad', 'promedio', 'ca', 'limite', 'cupo'],
      paragraphs: [
        `Cada plantel puede tener hasta ${SQUAD_SENIOR_LIMIT} jugadores mayores de ${SENIOR_AGE_OVER} años y ${SQUAD_YOUTH_LIMIT} juveniles (${SENIOR_AGE_OVER} años o menos).`,
        `El promedio de CA de tus ${SQUAD_BEST_FOR_AVERAGE} mejores jugadores no puede pasar de ${CA_AVERAGE_LIMIT.Primera} en Primera ni de ${CA_AVERAGE_LIMIT.Segunda} en Segunda.`,
      ],
    },
    {
      id: 'bloqueos',
      title: 'Jugadores bloqueados',
      keywords: ['bloqueo', 'bloqueos', 'bloqueado', 'bloqueados', 'bloquear', 'proteger', 'intransferible'],
      paragraphs: [
        `Cada equipo puede bloquear hasta ${LOCKS_PER_TEAM} jugadores. A un jugador bloqueado (o restringido) no se le puede ejecutar la cláusula.`,
        'Cuando se confirma una cláusula, el jugador pasa a estar bloqueado en su nuevo equipo.',
      ],
    },
    {
      id: 'clausulas',
      title: 'Cláusulas de rescisión (CDR)',
      keywords: ['clausula', 'clausulas', 'rescision', 'cdr', 'oferta', 'ofertas', 'perder', 'pierde', 'perdidos', 'ejecutar'],
      paragraphs: [
        `Una cláusula de rescisión (CDR) dura ${CLAUSE_DURATION_HOURS} horas y se paga entre el ${pct(CLAUSE_MIN_FACTOR)} y el ${pct(CLAUSE_MAX_FACTOR)} del valor inicial del jugador.`,
        `Cada equipo puede perder como máximo ${MAX_PLAYERS_LOST_BY_CLAUSE} jugadores por cláusula en la temporada.`,
        `Las ofertas quedan ocultas hasta el cierre de la ventana siguiente: las hechas desde las ${thirdReveal} se ven a las ${firstReveal} del día siguiente; antes de las ${firstReveal}, a las ${firstReveal}; entre las ${firstReveal} y las ${secondReveal}, a las ${secondReveal}; y entre las ${secondReveal} y las ${thirdReveal}, a las ${thirdReveal}.`,
        'Sólo se les puede ejecutar la cláusula a jugadores de equipos de Primera o Segunda. La organización confirma o cierra cada oferta.',
      ],
    },
    {
      id: 'mercado',
      title: 'Apertura del mercado',
      keywords: ['mercado', 'apertura', 'transferencia', 'transferencias', 'traspaso', 'inicio', 'abre'],
      paragraphs: [
        `Las transferencias y la creación de subastas se habilitan ${MARKET_GATE_HOURS} horas después del inicio de la temporada; hasta entonces se ve una cuenta regresiva.`,
        'Una transferencia entre equipos queda pendiente hasta que la otra parte la confirma; la plata comprometida en ofertas, transferencias y pujas no se puede usar dos veces.',
      ],
    },
    {
      id: 'subastas',
      title: 'Subastas',
      keywords: ['subasta', 'subastas', 'puja', 'pujas', 'pujar', 'oferta', 'minimo', 'aumento'],
      paragraphs: [
        `Una subasta arranca como mínimo en el ${pct(AUCTION_START_FACTOR)} del valor del jugador y cada puja tiene que superar a la anterior por al menos ${millions(AUCTION_MIN_RAISE)}.`,
        `La subasta dura ${AUCTION_DURATION_HOURS} horas; después un Admin confirma al ganador y el jugador pasa a su equipo.`,
      ],
    },
    {
      id: 'apuestas',
      title: 'Apuestas',
      keywords: ['apuesta', 'apuestas', 'apostar', 'cuota', 'cuotas', 'monto'],
      paragraphs: [
        `Se apuesta entre ${formatMoney(BET_MIN_AMOUNT)} y ${formatMoney(BET_MAX_AMOUNT)} por apuesta, a Local, Visitante, Empate, Más o Menos.`,
        'Si ganás, un Admin confirma la apuesta y cobrás el monto por la cuota elegida.',
      ],
    },
    {
      id: 'sanciones',
      title: 'Sanciones y lesiones',
      keywords: ['sancion', 'sanciones', 'suspendido', 'suspension', 'amarilla', 'amarillas', 'roja', 'rojas', 'tarjeta', 'tarjetas', 'lesion', 'lesiones', 'lesionado'],
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

/** The rulebook of the current season (57). */
export const RULEBOOK = buildRulebook();

/** A section as plain text: 'Regla 5. Cláusulas de rescisión (CDR): …'. */
export function sectionText(section: RulebookSection): string {
  return `Regla ${section.number}. ${section.title}: ${section.paragraphs.join(' ')}`;
}

/** The whole rulebook as plain text (the assistant's context for a model provider). */
export function rulebookText(rulebook: Rulebook = RULEBOOK): string {
  return [rulebook.title, ...rulebook.sections.map(sectionText)].join('\n');
}

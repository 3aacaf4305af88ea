/**
 * The assistant's vocabulary (decision 026): the words a Rioplatense manager uses, each mapped to
 * the concepts it stands for. Pure data; the matcher (intent.rules.ts) reads it and the intents
 * (intents.ts) are written in its concepts. Words are accent-free and lower-case; a word ending in
 * '*' is a stem (any word starting with it). Exact words also match with a typo or two.
 */
export const CONCEPTS = [
  'MINE',
  'THEM',
  'MONEY',
  'MOVEMENT',
  'SQUAD',
  'MATCH',
  'PLAY',
  'NEXT',
  'RIVAL',
  'WHEN',
  'UNTIL',
  'DEADLINE',
  'CLAUSE',
  'PRICE',
  'WON',
  'STATUS',
  'REVEAL',
  'HOUR',
  'OPEN',
  'MARKET',
  'TRANSFER',
  'AUCTION',
  'SUSPENSION',
  'YELLOW',
  'HOW_MANY',
  'ACCUMULATE',
  'TABLE',
  'LEADER',
  'RULE',
  'BET',
  'GREETING',
  'THERE_IS',
  'RECEIVED',
  'TEAM_OF',
  'VALUE',
  'FORECAST',
  'OFFERED',
] as const;
export type Concept = (typeof CONCEPTS)[number];

type C = Concept;
const words = (concepts: C[], list: string): [string, C[]][] => list.split(/\s+/).map((w) => [w, concepts]);

/**
 * Phrases read before the words, and taken out of the text so their words count once:
 * 'contra quién' is a rival, 'cuánto dura' a rule, 'va a ganar' a forecast.
 */
export const PHRASES: readonly [string, C[]][] = [
  ['cuanto dura', ['RULE']],
  ['cuanto duran', ['RULE']],
  ['que pasa si', ['RULE']],
  ['se puede', ['RULE']],
  ['va a ganar', ['FORECAST']],
  ['van a ganar', ['FORECAST']],
  ['contra quien', ['RIVAL']],
  ['con quien', ['RIVAL']],
  ['a quien', ['RIVAL']],
  ['que viene', ['NEXT']],
  ['me toca', ['PLAY', 'MINE']],
  ['me tocan', ['PLAY', 'MINE']],
  ['nos toca', ['PLAY', 'MINE']],
  ['a que hora', ['HOUR', 'WHEN']],
  ['a que horas', ['HOUR', 'WHEN']],
  ['hasta cuando', ['UNTIL', 'WHEN']],
  ['fecha limite', ['DEADLINE']],
  ['se sabe', ['REVEAL']],
  ['se ven', ['REVEAL']],
  ['se ve', ['REVEAL']],
  ['de que equipo', ['TEAM_OF']],
  ['en que equipo', ['TEAM_OF']],
  ['donde juega', ['TEAM_OF']],
  ['quien tiene a', ['TEAM_OF']],
  ['me quede con', ['WON', 'MINE']],
  ['que paso con', ['STATUS']],
  ['como van', ['STATUS']],
  ['como va', ['STATUS']],
  ['como voy', ['TABLE', 'MINE']],
  ['como vamos', ['TABLE', 'MINE']],
  ['va primero', ['LEADER']],
  ['primer puesto', ['LEADER']],
  ['que podes hacer', ['GREETING']],
  ['que sabes hacer', ['GREETING']],
  ['que puedo preguntar', ['GREETING']],
  ['buen dia', ['GREETING']],
  ['buenas tardes', ['GREETING']],
  ['buenas noches', ['GREETING']],
];

/** Words and stems, by concept. A word may stand for several ('juego': I play, and it is mine). */
export const LEXICON: ReadonlyMap<string, C[]> = new Map<string, C[]>([
  ...words(['MINE'], 'mi mis tengo tenemos me yo estoy voy mio mia mios mias nuestro nuestra nuestros nuestras tenia'),
  ...words(['THEM'], 'otro otros otra otras alguien hicieron quien quienes'),
  ...words(['MONEY'], 'presupuesto plata guita dinero saldo fondos disponible comprometido comprometida mangos lucas caja billetera gastar'),
  ...words(['MOVEMENT'], 'movimiento* historial gastos ingreso* operacion* egreso*'),
  ...words(['MOVEMENT', 'MINE'], 'gaste cobre pague'),
  ...words(['SQUAD'], 'plantel plantilla equipo jugadores promedio ca'),
  ...words(['MATCH'], 'partido partidos fecha fechas jornada jornadas encuentro encuentros fixture cruce'),
  ...words(['PLAY'], 'juega jugar juegan jugas juegas enfrentar enfrentarme enfrenta toca tocan'),
  ...words(['PLAY', 'MINE'], 'juego juegue jugamos jugue enfrento enfrentamos'),
  ...words(['NEXT'], 'proximo proxima proximos proximas siguiente siguientes viene'),
  ...words(['RIVAL'], 'rival rivales contrincante oponente oponentes adversario adversarios'),
  ...words(['WHEN'], 'cuando dia dias'),
  ...words(['UNTIL'], 'hasta'),
  ...words(['DEADLINE'], 'plazo plazos deadline vence vencimiento ventana limite'),
  ...words(['CLAUSE'], 'clausula clausulas rescision rescisiones cdr oferta ofertas ofertar ofertado ofrecer'),
  ...words(['CLAUSE', 'MINE', 'OFFERED'], 'ofreci oferte ofertamos ofrecimos'),
  ...words(['CLAUSE', 'THEM'], 'oferto ofrecio ofertaron ofrecieron'),
  ...words(['PRICE'], 'precio precios cuesta cuestan sale salen rango minimo maximo pesos cuanto cuanta poner'),
  ...words(['WON', 'MINE'], 'gane ganamos consegui'),
  ...words(['WON'], 'gano ganaste ganada ganado ganador confirmada confirmado confirmaron'),
  ...words(['STATUS'], 'estado resultado resultados paso'),
  ...words(['REVEAL'], 'revela revelan revelacion revelaciones revelar destapan descubren muestran'),
  ...words(['HOUR'], 'hora horas horario horarios'),
  ...words(['OPEN'], 'abre abren abrir habilita habilitan habilitado empieza arranca'),
  ...words(['MARKET'], 'mercado libro pases'),
  ...words(['TRANSFER'], 'transferencia transferencias transferir'),
  ...words(['AUCTION'], 'subasta subastas puja pujas pujar'),
  ...words(['SUSPENSION'], 'suspendido suspendidos suspendida suspension suspensiones suspenden sancionado sancionados sancion sanciones'),
  ...words(['YELLOW'], 'amarilla amarillas'),
  ...words(['HOW_MANY'], 'cuantas cuantos'),
  ...words(['ACCUMULATE'], 'acumulada acumuladas acumulan acumulo'),
  ...words(['TABLE'], 'tabla posicion posiciones puesto puntos clasificacion'),
  ...words(['LEADER'], 'primero puntero lider punta'),
  ...words(['RULE'], 'regla* reglamento funciona* permit* perder pierdo'),
  ...words(['BET'], 'apuesta apuestas aposte apostar prode'),
  ...words(['GREETING'], 'hola buenas gracias ayuda'),
  ...words(['THERE_IS'], 'hay'),
  ...words(['RECEIVED'], 'recibi recibido recibidas recibidos recibo'),
  ...words(['VALUE'], 'vale valor valen'),
  ...words(['FORECAST'], 'ganara ganaras pronostico predic* adivin*'),
]);

/** Words that carry no meaning of their own: never taken for part of a player's name. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a al como con contra cual cuales de del decime decir deci dime el ella en entre es esta este eso esa ' +
    'fue hace la las le les lo los mas me necesito no o para pero por porfa porfavor puedo puedes podes q que ' +
    'quiero saber se ser si sobre son soy su sus te tiene tienen tiene tu tus un una unos unas y ya ' +
    'favor che boludo loco capo dale ahora hoy sera seria esta estan tengo hay va van dice dicen ' +
    'algun alguno alguna algunos algunas ningun ninguno ninguna todo todos toda todas cada'
  ).split(/\s+/),
);

/** Shorthand people type in chats, written out before matching. */
export const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['q', 'que'],
  ['xq', 'porque'],
  ['pq', 'porque'],
  ['cdo', 'cuando'],
  ['prox', 'proximo'],
  ['pto', 'puntos'],
  ['ptos', 'puntos'],
]);

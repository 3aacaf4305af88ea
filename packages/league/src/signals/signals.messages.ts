import { formatMoney } from '../market/money.rules';
import type { SignalKind } from './signals.rules';

const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const list = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`);

/** What a signal's sentence reads: its figures (from the rule and the server) and the names of the people involved. */
export interface SignalWhyInput {
  facts: Record<string, number | string>;
  users: readonly string[];
}

/** Spanish texts of the staff's signals (docs/decisions/030-signals-for-staff.md). */
export const SIGNALS_MSG = {
  title: 'Señales',
  intro:
    'Operaciones que conviene mirar: no se rechazó ninguna, cada una dice por qué se señala. Marcala revisada con una nota cuando la hayas mirado; la nota queda en la auditoría.',
  kinds: {
    low_price: 'Precio muy bajo',
    repeated_pair: 'Siempre los mismos dos',
    quick_return: 'Vuelta rápida',
    self_bidding: 'Oferta contra sí mismo',
    shared_device: 'Cuentas de un mismo navegador',
  } satisfies Record<SignalKind, string>,
  why: {
    low_price: ({ facts }: SignalWhyInput) =>
      `Se pagó ${formatMoney(Number(facts.price))} por jugadores que valen ${formatMoney(Number(facts.players_value))}: el ${facts.percent} % de su valor (se señala por debajo del ${facts.threshold_percent} %).`,
    repeated_pair: ({ facts, users }: SignalWhyInput) =>
      `${list(users)} hicieron ${times(Number(facts.transfers), 'transferencia', 'transferencias')} entre ellos esta temporada (se señala desde ${facts.threshold}).`,
    quick_return: ({ facts }: SignalWhyInput) =>
      `${facts.player} volvió a ${facts.team} ${Number(facts.days) === 0 ? 'el mismo día en que lo vendió' : `${times(Number(facts.days), 'día', 'días')} después de venderlo`} (se señala dentro de ${facts.threshold_days} días).`,
    self_bidding: ({ facts, users }: SignalWhyInput) =>
      `${list(users)} subió ${times(Number(facts.raises), 'vez', 'veces')} su propia oferta más alta en la subasta de ${facts.player}, sin que nadie ofertara en el medio.`,
    shared_device: ({ facts, users }: SignalWhyInput) => `${facts.accounts} cuentas entraron desde el mismo navegador: ${list(users)}.`,
  } satisfies Record<SignalKind, (input: SignalWhyInput) => string>,
  columns: { kind: 'Señal', why: 'Por qué', people: 'Quiénes', operation: 'Operación', review: 'Revisión' },
  filterLabel: 'Mostrar',
  filterPending: 'Por revisar',
  filterReviewed: 'Revisadas',
  emptyPending: 'No hay señales por revisar.',
  emptyReviewed: 'Todavía no se revisó ninguna señal.',
  loadError: 'No se pudieron cargar las señales.',
  seeOperation: 'Ver operación',
  review: 'Marcar revisada',
  reviewTitle: 'Marcar la señal como revisada',
  noteLabel: 'Nota',
  notePlaceholder: 'Qué miraste y qué concluiste',
  reviewedBy: (name: string, at: string) => `Revisada por ${name} el ${at}`,
  reviewed: 'Señal marcada como revisada.',
  alreadyReviewed: 'Esa señal ya está revisada.',
  notFound: 'Esa señal no existe (o ya no se cumple).',
  noteRequired: 'Escribí una nota: qué miraste y qué concluiste.',
  noteTooLong: 'La nota puede tener hasta 1000 caracteres.',
  keyInvalid: 'Esa señal no existe.',
  reviewedInvalid: 'El filtro debe ser yes o no.',
  unknownUser: (id: number) => `Usuario ${id}`,
} as const;

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../db/client';

/** The transaction a request runs in while it holds an Idempotency-Key (plugins/idempotency.ts). */
export interface RequestTxScope {
  tx: Tx;
  /** False once the transaction has ended: a timer started by the request must not reach it. */
  open: boolean;
  /**
   * What waits for the commit (live events): run once the transaction has committed, dropped if
   * it rolls back. Announcing inside the transaction would also keep the rows it locked (an
   * auction's, for racing bids) through PostgreSQL's one-at-a-time commit of every NOTIFY.
   */
  afterCommit: (() => Promise<void>)[];
}

export const requestTx = new AsyncLocalStorage<RequestTxScope>();

/** Read on the database a service gets: the request's open transaction, if it runs in one. */
const REQUEST_TX = Symbol('request transaction');

/** The keyed request's open transaction when `db` is the request-scoped database inside one. */
export const openRequestTx = (db: object): Tx | undefined => (db as { [REQUEST_TX]?: Tx })[REQUEST_TX];

/**
 * The database every service gets (deps.db). Inside a request that holds an Idempotency-Key it is
 * that request's transaction, so everything the request does (a service's own `db.transaction`
 * becomes a savepoint) commits or rolls back together with the key and its stored answer — on
 * PGlite it must, as a second handle there would wait for the open transaction forever.
 * Everywhere else it is the database itself.
 */
export function requestScopedDb(db: Db): Db {
  const bind = (handle: object, value: unknown) => (typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(handle) : value);
  // Outside keyed requests (nearly every read) the database's methods are bound once, not per call.
  const boundToDb = new Map<PropertyKey, unknown>();
  return new Proxy(db, {
    get(target, prop) {
      const scope = requestTx.getStore();
      if (prop === REQUEST_TX) return scope?.open ? scope.tx : undefined;
      if (scope?.open) return bind(scope.tx, Reflect.get(scope.tx, prop, scope.tx));
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      let bound = boundToDb.get(prop);
      if (!bound) boundToDb.set(prop, (bound = bind(target, value)));
      return bound;
    },
  });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../db/client';

/** The transaction a request runs in while it holds an Idempotency-Key (plugins/idempotency.ts). */
export interface RequestTxScope {
  tx: Tx;
  /** False once the transaction has ended: a timer started by the request must not reach it. */
  open: boolean;
}

export const requestTx = new AsyncLocalStorage<RequestTxScope>();

/**
 * The database every service gets (deps.db). Inside a request that holds an Idempotency-Key it is
 * that request's transaction, so everything the request does (a service's own `db.transaction`
 * becomes a savepoint) commits or rolls back together with the key and its stored answer — on
 * PGlite it must, as a second handle there would wait for the open transaction forever.
 * Everywhere else it is the database itself.
 */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const scope = requestTx.getStore();
      const handle: object = scope?.open ? scope.tx : target;
      const value = Reflect.get(handle, prop, handle) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(handle) : value;
    },
  });
}

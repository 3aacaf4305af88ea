import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';
import { useFirstDraw } from '../lib/first-draw';

/** A list as the API answers it: bare, or paged (`{ data, meta }`). */
type Rows = readonly unknown[] | { data: readonly unknown[] };

/** What is read of a TanStack query result; a derived one (rows filtered on the client) fits too. */
type ListQuery<T extends Rows> = { isPending: boolean; isError: boolean; data: T | undefined };

const isEmpty = (rows: Rows) => ('data' in rows ? rows.data : rows).length === 0;

/**
 * A list's loading, error and empty states, and `children` with the loaded data otherwise.
 * Without `empty`, an empty list is the caller's to show (a screen with more than the list).
 */
export function QueryState<T extends Rows>({
  query,
  error,
  empty,
  children,
}: {
  query: ListQuery<T>;
  error: string;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const drawn = useFirstDraw(!query.isPending);
  if (query.isPending || !drawn) return <LoadingState />;
  if (query.isError) return <ErrorState message={error} />;
  // A settled query always has its data; this only tells the type checker so.
  if (query.data === undefined) return null;
  if (empty !== undefined && isEmpty(query.data)) return <EmptyState message={empty} />;
  return <>{children(query.data)}</>;
}

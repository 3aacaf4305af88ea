import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Floating UI's useMergeRefs (one callback ref that sets every ref it is given), for Mantine's
 * ScrollArea: the build hands it this instead of '@floating-ui/react' (build/scroll-area-refs.ts),
 * so the navbar and every table do not bring the whole of Floating UI with them.
 */
export const useMergeRefs = <T>(refs: Array<Ref<T> | undefined>) => useMergedRef<T>(...refs);

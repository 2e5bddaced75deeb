import type { DataFamily } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';

// One system (DESIGN.md, Data): a call that writes names the data families it changes
// (`Endpoint.changes`), and every query's key starts with its family. After a success, here or on
// another page or device of the same user (the realtime channel's `data.changed`), every query of
// those families is marked stale and the ones on screen - in any app, the host included - are
// asked for again. No screen refreshes another's data by hand.

/** The query key of a family's data: `[family, ...what identifies it]`. */
export function dataKey<const TParts extends readonly (string | number)[]>(
  family: DataFamily,
  ...parts: TParts
) {
  return [family, ...parts] as const;
}

/** Asks again for every query of `changes` that is shown; the others on their next showing. */
export async function refreshChanged(
  queryClient: QueryClient,
  changes: readonly DataFamily[],
): Promise<void> {
  await Promise.all(
    [...new Set(changes)].map((family) => queryClient.invalidateQueries({ queryKey: [family] })),
  );
}

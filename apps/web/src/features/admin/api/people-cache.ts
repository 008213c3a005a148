import type { QueryClient } from '@tanstack/react-query';
import type { ApprovalFilter, PeopleList } from '../utils/approval';

/** Designers and suppliers are listed, approved and toggled the same way. */
export type PeopleKind = 'designers' | 'suppliers';

/** Every cached list of one kind sits under `['admin', kind]`, one entry per filter. */
export function peopleKey(kind: PeopleKind, filter?: ApprovalFilter) {
  return filter ? (['admin', kind, filter] as const) : (['admin', kind] as const);
}

type Snapshot = Array<[readonly unknown[], unknown]>;

/** Rewrites every cached filter of the kind; returns what was there, to undo on failure. */
export function updatePeopleLists<Row>(
  queryClient: QueryClient,
  kind: PeopleKind,
  update: (list: PeopleList<Row>, filter: ApprovalFilter) => PeopleList<Row>,
): Snapshot {
  const cached = queryClient.getQueriesData<PeopleList<Row>>({ queryKey: peopleKey(kind) });
  for (const [key, list] of cached) {
    const filter = key[2] as ApprovalFilter;
    if (list) queryClient.setQueryData(key, update(list, filter));
  }
  return cached;
}

export function restorePeopleLists(queryClient: QueryClient, snapshot: Snapshot): void {
  for (const [key, list] of snapshot) queryClient.setQueryData(key, list);
}

import type { QueryClient } from '@tanstack/react-query';
import type { AdviserPage, AdviserRow } from '@hogarte/shared/contracts/advisers';
import { changeCached } from '../../../lib/optimistic-cache';
import { ADVISERS_KEY } from './get-advisers';

/**
 * Changes one adviser in every cached page at once (a switch flips before the server answers);
 * returns what was there, for `restoreCached` if the server refuses.
 */
export function patchCachedAdviser(
  queryClient: QueryClient,
  uuid: string,
  patch: Partial<AdviserRow>,
) {
  return changeCached<AdviserPage>(queryClient, [...ADVISERS_KEY, 'page'], (page) => ({
    ...page,
    items: page.items.map((row) => (row.salesperson_id === uuid ? { ...row, ...patch } : row)),
  }));
}

/**
 * Rows kept on screen while the asked-for ones load (a query's `isPlaceholderData`: the previous
 * page's, tab's, filter's or search's) are dimmed and cannot be acted on, so nobody approves,
 * opens or buys from a row that no longer belongs to what the screen says it lists.
 */
export function staleRowsProps(stale: boolean) {
  return {
    'aria-busy': stale,
    inert: stale,
    sx: { opacity: stale ? 0.5 : 1, transition: 'opacity 150ms' },
  } as const;
}

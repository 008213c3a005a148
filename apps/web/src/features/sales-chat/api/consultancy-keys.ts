/** Every cached consultancy list and chat header, refreshed together when one changes. */
export const CONSULTANCIES_KEY = ['sales-consultancies'] as const;

export function consultancyKey(hashid: string) {
  return [...CONSULTANCIES_KEY, 'one', hashid] as const;
}

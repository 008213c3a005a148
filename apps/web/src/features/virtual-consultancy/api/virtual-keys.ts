/** Every cached virtual consultancy list and room, refreshed together when one changes. */
export const VIRTUAL_CONSULTANCIES_KEY = ['virtual-consultancies'] as const;

export function virtualConsultancyKey(hashid: string) {
  return [...VIRTUAL_CONSULTANCIES_KEY, 'one', hashid] as const;
}

export function virtualFilesKey(hashid: string) {
  return [...VIRTUAL_CONSULTANCIES_KEY, 'files', hashid] as const;
}

export function virtualLegalDocsKey(hashid: string) {
  return [...VIRTUAL_CONSULTANCIES_KEY, 'legal-docs', hashid] as const;
}

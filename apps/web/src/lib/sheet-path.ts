/** Where a remodelling's process sheet lives (part 2 §2.1): /compra/{hashid}, for every role. */
export function sheetPath(hashid: string): string {
  return `/compra/${encodeURIComponent(hashid)}`;
}

/**
 * Where a presential consultancy's page lives for its designer or its client (part 1 §2 Designer
 * area, part 2 §2.2). The spec writes the designer's route with its ñ, and so does the route table.
 */
export function presentialPath(hashid: string, viewer: 'designer' | 'client'): string {
  const id = encodeURIComponent(hashid);
  return viewer === 'designer'
    ? `/diseñador/compra/asesoria-presencial/${id}`
    : `/cliente/compra/asesoria-presencial/${id}`;
}

/** A number of stars as Spanish says it: '1 estrella', '4 estrellas'. */
export function starsLabel(value: number): string {
  return value === 1 ? '1 estrella' : `${value} estrellas`;
}

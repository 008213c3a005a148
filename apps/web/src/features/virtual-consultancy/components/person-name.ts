/** A person's name as the virtual consultancy's screens show it: first and last. */
export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

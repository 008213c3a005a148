import { ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE: the `%`, `_` and `\` a person types are letters, not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A person whose "first last" name contains the pattern: a part of either name alone is a part of
 * the whole, so one condition finds "Ana", "Ruiz" and "Ana Ruiz" alike.
 */
export function fullNameContains(
  person: { firstName: AnyColumn; lastName: AnyColumn },
  pattern: string,
): SQL {
  return ilike(sql`${person.firstName} || ' ' || ${person.lastName}`, pattern);
}

/**
 * The designer's step 1 shows at most two problems at once (spec part 1 §5): the first two fields
 * in the form's order that have an error. The rest appear as those are fixed, so a person on a
 * phone is not met with a wall of red.
 */
export function visibleErrorFields<K extends string>(
  errors: Partial<Record<K, unknown>>,
  order: readonly K[],
  max = 2,
): ReadonlySet<K> {
  return new Set(order.filter((field) => errors[field] !== undefined).slice(0, max));
}

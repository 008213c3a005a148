/**
 * Step 1 of each sign-up hands its data to step 2 as router state (spec part 1 §2, part 2 §2.5).
 * State survives a reload but can be missing or stale, so step 2 re-checks it with step 1's own
 * schema and goes back to step 1 when it does not pass.
 */

/** What the shared zod schemas offer; written out so the web app needs no zod import. */
interface StepOneParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function readStepOne<T>(state: unknown, schema: StepOneParser<T>): T | null {
  if (typeof state !== 'object' || state === null || !('stepOne' in state)) return null;
  const parsed = schema.safeParse(state.stepOne);
  return parsed.success ? parsed.data : null;
}

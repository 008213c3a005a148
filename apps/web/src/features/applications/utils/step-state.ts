/**
 * Step 1 of each sign-up hands its data to step 2 as router state (spec part 1 §2, part 2 §2.5).
 * State survives a reload but can be missing or stale, so each step re-checks it with step 1's
 * own schema: step 2 goes back to step 1 when it does not pass, step 1 starts empty.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** What the shared zod schemas offer; written out so the web app needs no zod import. */
interface StepOneParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Step 1's data carried in the router state: `null` when there is none or it does not pass,
 * `undefined` while its schema loads. The schema (and zod) loads only when there is state to
 * check, so a first visit renders at once; coming back from the other step finds it loaded by
 * that step's form. `loadSchema` must keep its identity (a module-level function).
 */
export function useStepOne<T>(loadSchema: () => Promise<StepOneParser<T>>): T | null | undefined {
  // The router types its state as `any`: it is whatever the last navigation put there.
  const state: unknown = useLocation().state;
  const carried: unknown =
    typeof state === 'object' && state !== null && 'stepOne' in state ? state.stepOne : undefined;
  const [checked, setChecked] = useState<{ carried: unknown; data: T | null }>();
  useEffect(() => {
    if (carried === undefined) return;
    let current = true;
    loadSchema().then(
      (schema) => {
        const parsed = schema.safeParse(carried);
        if (current) setChecked({ carried, data: parsed.success ? parsed.data : null });
      },
      // Unreadable without its schema (the download failed): the step starts over.
      () => {
        if (current) setChecked({ carried, data: null });
      },
    );
    return () => {
      current = false;
    };
  }, [carried, loadSchema]);
  if (carried === undefined) return null;
  return checked?.carried === carried ? checked.data : undefined;
}

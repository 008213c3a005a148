import { useMutation } from '@tanstack/react-query';
import { checkUser } from '../../../lib/check-user';

/** Step 1 of both sign-ups asks whether the email and phone are free before moving on. */
export function useCheckContactAvailable() {
  return useMutation({ mutationFn: checkUser });
}

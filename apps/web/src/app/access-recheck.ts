import { createContext, useContext } from 'react';

/**
 * Runs the access rules of the current location again: the router provides it (router.tsx) for
 * when the server has ended the session, so a protected page is left at once.
 */
export const RecheckAccessContext = createContext<() => void>(() => undefined);

export function useRecheckAccess(): () => void {
  return useContext(RecheckAccessContext);
}

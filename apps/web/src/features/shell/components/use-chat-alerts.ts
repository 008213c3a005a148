import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@hogarte/shared/events';
import { appSocket } from '../../../lib/socket';
import { UNREAD_NOTIFICATIONS_KEY } from '../api/get-unread-notifications';
import { playAlertSound } from './alert-sound';

/** What a message or a knock for this user is announced with, wherever the user is in the app. */
const ALERTS = [
  'new-salesperson-message',
  'new-client-message',
  'knock-knock',
] as const satisfies ReadonlyArray<keyof ServerToClientEvents>;

/**
 * While `enabled`, each chat alert on the tab's socket plays the alert tone and refreshes the
 * unread list: the server keeps the notification before it sends the alert, so the refresh finds
 * it (or nothing new, when the user was looking at that chat). Each connection refreshes it too,
 * for the alerts sent before the socket joined or while it was down.
 */
export function useChatAlerts(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = enabled ? appSocket() : null;
    if (!socket) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: UNREAD_NOTIFICATIONS_KEY });
    };
    const onAlert = () => {
      playAlertSound();
      refresh();
    };
    // Every connection refreshes it: the list a new page loads may be read before its socket
    // joins, and an alert sent in between (or while a dropped socket was away) would be missed.
    for (const event of ALERTS) socket.on(event, onAlert);
    socket.on('connect', refresh);
    return () => {
      for (const event of ALERTS) socket.off(event, onAlert);
      socket.off('connect', refresh);
    };
  }, [enabled, queryClient]);
}

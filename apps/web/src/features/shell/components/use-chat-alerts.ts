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
 * it (or nothing new, when the user was looking at that chat). A reconnection refreshes it too,
 * for the alerts sent while the socket was down.
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
    // The first connection follows the list's own load; only a connection back after a drop may
    // have missed alerts.
    let dropped = false;
    const onDisconnect = () => {
      dropped = true;
    };
    const onConnect = () => {
      if (dropped) refresh();
      dropped = false;
    };
    for (const event of ALERTS) socket.on(event, onAlert);
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    return () => {
      for (const event of ALERTS) socket.off(event, onAlert);
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
    };
  }, [enabled, queryClient]);
}

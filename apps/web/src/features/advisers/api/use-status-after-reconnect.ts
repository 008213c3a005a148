import { useEffect } from 'react';
import { refreshSessionUser } from '../../../lib/refresh-session-user';
import { appSocket } from '../../../lib/socket';

/**
 * The server marks an adviser 'Desconectado' once its last connection has been gone a while (a
 * laptop asleep, a lost network). When this tab's connection comes back, the stored user is read
 * again (the root layout reads it on every load), so the profile menu shows the status clients
 * see rather than the one it had before.
 */
export function useStatusAfterReconnect(enabled: boolean) {
  useEffect(() => {
    const socket = enabled ? appSocket() : null;
    if (!socket) return;
    const refresh = () => void refreshSessionUser().catch(() => undefined);
    socket.io.on('reconnect', refresh);
    return () => {
      socket.io.off('reconnect', refresh);
    };
  }, [enabled]);
}

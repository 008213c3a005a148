import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AttemptLimiter } from './http/attempt-limiter.js';
import type { FileStorage } from './integrations/storage/storage.js';
import type { NotificationTransports } from './modules/notifications/notifications.service.js';

/** Everything a service needs from the outside world; tests build it with their own parts. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  storage: FileStorage;
  loginLimiter: AttemptLimiter;
  tokenKey: Uint8Array;
  transports: NotificationTransports;
  now: () => Date;
}

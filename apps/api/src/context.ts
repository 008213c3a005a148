import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AttemptLimiter } from './http/attempt-limiter.js';
import type { EnviaGateway } from './integrations/envia/envia.js';
import type { Mailer } from './integrations/mail/smtp-mailer.js';
import type { FileStorage } from './integrations/storage/storage.js';
import type { WhatsappSender } from './integrations/whatsapp/cloud-api.js';
import type { WompiGateway } from './integrations/wompi/wompi.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { CatalogueIndex } from './modules/storefront/catalogue-index.js';
import type { StorefrontSource } from './modules/storefront/storefront-source.js';
import type { SessionCache } from './modules/users/session-cache.js';

/** Where the outbox dispatcher (notifications.service.ts) sends email and WhatsApp messages. */
export interface NotificationTransports {
  mailer: Mailer | undefined;
  whatsapp: WhatsappSender | undefined;
}

/** Everything a service needs from the outside world; tests build it with their own parts. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  storage: FileStorage;
  /** Failed logins, reset emails and known sign-in addresses, shared by every process. */
  attempts: AttemptLimiter;
  tokenKey: Uint8Array;
  transports: NotificationTransports;
  /** The public catalogue in memory, kept fresh by the database's change notifications. */
  catalogue: CatalogueIndex<StorefrontSource>;
  /** What the session guards check, in memory while the database's announcements are heard. */
  sessions: SessionCache;
  /** Wompi (real or simulator); undefined when payments are not configured. */
  wompi: WompiGateway | undefined;
  /** Envia (real or the simulator in process); each call carries the supplier's own key. */
  envia: EnviaGateway;
  /** Typed events to a user's sockets or a conversation's room (`realtime/`). */
  realtime: RealtimeHub;
  now: () => Date;
}

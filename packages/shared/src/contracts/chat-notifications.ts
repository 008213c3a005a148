/**
 * Contracts of the stored chat notifications (spec part 1 §3 Chat notification, part 2 §3
 * Notification): the alert of a message or a knock, kept for a participant who was not looking
 * at that chat, until it is read. It names its topic generically (type and hashid) so a virtual
 * consultancy's chat can reuse it; `salesConsultancyHashid` is the spec's name for a sales one.
 */
import { z } from 'zod';
import { chatAlertSchema } from './chat.js';

export const chatNotificationSchema = chatAlertSchema.extend({
  id: z.number().int(),
  /** The topic's hashid when it is a sales consultancy, null for any other topic. */
  salesConsultancyHashid: z.string().nullable(),
  isRead: z.boolean(),
});
export type ChatNotification = z.infer<typeof chatNotificationSchema>;

/** `GET /v1/chat-notification/unread`: newest first, at most `LIMITS.notificationsKept`. */
export const unreadChatNotificationsSchema = z.array(chatNotificationSchema);

/** `PATCH /v1/chat-notification/read-all`: how many of mine turned read. */
export const chatNotificationsReadSchema = z.object({ updated: z.number().int() });

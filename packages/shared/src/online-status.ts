/**
 * An adviser's presence (spec part 2 §4 Advisor): free of zod, so the signed-in areas' shell,
 * whose menu sets it, loads none.
 */

/** The three states an adviser chooses from; any other stored value reads as offline. */
export const ONLINE_STATUSES = ['online', 'away', 'offline'] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

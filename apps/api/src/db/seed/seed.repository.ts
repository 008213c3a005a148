import type { Database } from '../client.js';
import { remodelings } from '../schema/remodelings.js';

export async function insertRemodeling(
  executor: Database,
  values: typeof remodelings.$inferInsert,
) {
  await executor.insert(remodelings).values(values);
}

import type { Database } from '../../db/client.js';
import { designerProfiles } from '../../db/schema/users.js';

export async function insertDesignerProfile(
  executor: Database,
  values: typeof designerProfiles.$inferInsert,
): Promise<void> {
  await executor.insert(designerProfiles).values(values);
}

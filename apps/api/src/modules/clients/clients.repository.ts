import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { remodelings } from '../../db/schema/remodelings.js';
import { users } from '../../db/schema/users.js';
import { documentTypeId } from '@hogarte/shared/lookups';

const designers = alias(users, 'designer');

export async function listClientRemodelings(db: Database, clientUserId: number) {
  return db
    .select({
      hashid: remodelings.hashid,
      createdAt: remodelings.createdAt,
      designerRating: remodelings.designerRating,
      designerFirstName: designers.firstName,
      designerLastName: designers.lastName,
      designerAvatarKey: latestFileKey(designers.id, documentTypeId('avatar')),
    })
    .from(remodelings)
    .leftJoin(designers, eq(designers.id, remodelings.designerUserId))
    .where(eq(remodelings.clientUserId, clientUserId))
    .orderBy(desc(remodelings.createdAt));
}

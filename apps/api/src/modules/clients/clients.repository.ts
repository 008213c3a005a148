import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';
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
      designerAvatarKey: sql<string | null>`(select ${storedFiles.storageKey} from ${storedFiles}
        where ${storedFiles.ownerUserId} = ${designers.id}
          and ${storedFiles.documentTypeId} = ${documentTypeId('avatar')}
        order by ${storedFiles.id} desc limit 1)`,
    })
    .from(remodelings)
    .leftJoin(designers, eq(designers.id, remodelings.designerUserId))
    .where(eq(remodelings.clientUserId, clientUserId))
    .orderBy(desc(remodelings.createdAt));
}

import { sql, type SQLWrapper } from 'drizzle-orm';
import { storedFiles } from './schema/files.js';

/**
 * The storage key of the latest file of one type a user owns (an avatar, a company logo), as a
 * column of the query: `ownerColumn` is the owner's id in the query's own tables.
 */
export function latestFileKey(ownerColumn: SQLWrapper, typeId: number) {
  return sql<string | null>`(select ${storedFiles.storageKey} from ${storedFiles}
    where ${storedFiles.ownerUserId} = ${ownerColumn} and ${storedFiles.documentTypeId} = ${typeId}
    order by ${storedFiles.id} desc limit 1)`;
}

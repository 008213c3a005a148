/**
 * Where uploaded files live. Keys are random and carry their visibility as a prefix
 * (`public/…`, `private/…`): public files get a plain URL, private ones are only streamed by the
 * API after an access check.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The address a browser loads a public file from. */
  publicUrl(key: string): string;
}

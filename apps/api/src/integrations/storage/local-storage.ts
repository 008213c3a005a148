import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.js';

/** Files on local disk under `<dataDir>/uploads`; `public/` is served at `/uploads/`. */
export function localStorage(rootDirectory: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(rootDirectory, key);
    if (!full.startsWith(path.resolve(rootDirectory) + path.sep)) {
      throw new Error(`Storage key escapes the root: ${key}`);
    }
    return full;
  };
  const contentTypes = new Map<string, string>([
    ['.png', 'image/png'],
    ['.jpg', 'image/jpeg'],
    ['.pdf', 'application/pdf'],
    ['.webp', 'image/webp'],
  ]);
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        return {
          body,
          contentType: contentTypes.get(path.extname(key)) ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl(key) {
      return `/uploads/${key.replace(/^public\//, '')}`;
    },
  };
}

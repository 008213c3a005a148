import { useEffect, useState } from 'react';

/**
 * A `blob:` address to preview a chosen file. The address holds the file in memory until revoked,
 * so it is an external resource: created in an effect and revoked by the same effect's cleanup
 * (safe under StrictMode's mount–unmount–mount, unlike creating it during render).
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [entry, setEntry] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Until the effect has run for a new file, the previous file's address must not show.
  return file && entry?.file === file ? entry.url : null;
}

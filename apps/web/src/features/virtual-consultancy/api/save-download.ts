/**
 * The room's documents as files to save (with `saveBlob` of lib/save-blob): they need the
 * session's token, so they are fetched and saved rather than opened as plain links.
 */

/** A PDF sent as base64 (the equivalent document) as the bytes it stands for. */
export function pdfFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Hands a file the API produced to the browser as a download: the room's documents need the
 * session's token, so they are fetched and saved rather than opened as plain links.
 */

/** A PDF sent as base64 (the equivalent document) as the bytes it stands for. */
export function pdfFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Upload rules shared by the pickers in the browser and the API (spec part 1 §5, §9). */
import { FILE_KIND, type FileKind } from './lookups.js';
import { LIMITS } from './limits.js';
import { fillMessage } from './fill-message.js';
import { fileTooLarge, fileWrongFormat } from './message-texts/accounts.js';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const PDF_TYPES = ['application/pdf'] as const;

export const ACCEPTED_MIME_TYPES: Record<FileKind, readonly string[]> = {
  [FILE_KIND.image]: IMAGE_TYPES,
  [FILE_KIND.pdf]: PDF_TYPES,
  [FILE_KIND.imageOrPdf]: [...IMAGE_TYPES, ...PDF_TYPES],
};

/** The `accept` attribute of a file input for each kind (jpeg, png, jpg; pdf). */
export const ACCEPT_ATTRIBUTE: Record<FileKind, string> = {
  [FILE_KIND.image]: '.jpeg,.jpg,.png,image/jpeg,image/png',
  [FILE_KIND.pdf]: '.pdf,application/pdf',
  [FILE_KIND.imageOrPdf]: '.jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf',
};

export function wrongFormatMessage(name: string): string {
  return fillMessage(fileWrongFormat, { name });
}

export function tooLargeMessage(name: string): string {
  return fillMessage(fileTooLarge, { name });
}

/** Names over 30 characters are shortened to their first 20 plus the extension. */
export function shortenFileName(name: string): string {
  if (name.length <= LIMITS.fileNameMaxLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.slice(0, LIMITS.fileNameShortenedTo) + extension;
}

/**
 * A virtual consultancy file's name as its room shows it: without its first 14 characters (part 2
 * §9), the prefix the stored names carry. A name no longer than the prefix is shown whole, so no
 * file appears nameless.
 */
export function virtualFileDisplayName(name: string): string {
  const shown = name.slice(LIMITS.virtualFileNameHiddenPrefix);
  return shown === '' ? name : shown;
}

/** The browser-side check, by declared type and size; the server checks the content again. */
export function checkFile(
  file: { name: string; size: number; type: string },
  kind: FileKind,
): string | null {
  if (!ACCEPTED_MIME_TYPES[kind].includes(file.type)) return wrongFormatMessage(file.name);
  if (file.size > LIMITS.maxFileBytes) return tooLargeMessage(file.name);
  return null;
}

import { checkFile } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { imageTooLarge } from '@hogarte/shared/message-texts/accounts';

/**
 * The sign-up's check of a profile or portfolio image: the shared type check, but the size limit
 * in the words the spec gives the designer sign-up ('El tamaño de la imagen no puede ser mayor
 * a 15MB', part 1 §5) rather than the generic upload message.
 */
export function signUpImageProblem(file: { name: string; size: number; type: string }) {
  const problem = checkFile(file, FILE_KIND.image);
  if (problem && file.size > LIMITS.maxFileBytes) {
    // A file can be both of the wrong type and too big: the type is the first thing to fix.
    return (
      checkFile({ name: file.name, type: file.type, size: 0 }, FILE_KIND.image) ?? imageTooLarge
    );
  }
  return problem;
}

import { LIMITS } from '../limits.js';

/** Hours in milliseconds, for texts that state a limit kept in milliseconds. */
export const HOUR_MS = 60 * 60 * 1000;
/** The upload cap in MB as the texts say it (15 MB = 15,728,640 bytes, part 1 §9). */
export const MAX_FILE_MB = LIMITS.maxFileBytes / (1024 * 1024);

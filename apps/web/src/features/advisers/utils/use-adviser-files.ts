import { useState } from 'react';
import type { AdviserFile } from '@hogarte/shared/contracts/advisers';
import { MESSAGES } from '@hogarte/shared/messages';
import { adviserPortfolioProblem } from '@hogarte/shared/schemas/advisers';
import { isApiError } from '../../../lib/http';

/** The form's file fields, named as the API names them. */
export const ADVISER_FILE_FIELDS = ['avatar', 'professionalDiploma', 'portfolio'] as const;
type FileField = (typeof ADVISER_FILE_FIELDS)[number];
type FileErrors = Partial<Record<FileField, string>>;

/**
 * The adviser form's files: the avatar, the diploma and the portfolio (the stored images kept and
 * the new ones). A new adviser needs a diploma; every adviser keeps 1 to 5 portfolio images
 * (part 2 §5). Their messages show once the person has tried to save, and a server's problem
 * with a file shows on it until the file changes.
 */
export function useAdviserFiles(stored?: { portfolio: readonly AdviserFile[] }) {
  const [avatar, setAvatar] = useState<File | null>(null);
  const [diploma, setDiploma] = useState<File | null>(null);
  const [portfolio, setPortfolio] = useState<File[]>([]);
  const [kept, setKept] = useState<readonly AdviserFile[]>(stored?.portfolio ?? []);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FileErrors>({});

  const clear = (field: FileField) => setServerErrors(({ [field]: _cleared, ...rest }) => rest);

  /** What is wrong with the files now; a diploma is required only of a new adviser. */
  const problems = (): FileErrors => {
    const found: FileErrors = {};
    if (!stored && !diploma) found.professionalDiploma = MESSAGES.adviserDiplomaRequired;
    const portfolioProblem = adviserPortfolioProblem(kept.length + portfolio.length);
    if (portfolioProblem) found.portfolio = portfolioProblem;
    return found;
  };
  const shown = { ...(attempted ? problems() : {}), ...serverErrors };

  return {
    avatar,
    diploma,
    portfolio,
    kept,
    errors: shown,
    /** The ids of the stored portfolio images removed. */
    deleted: (stored?.portfolio ?? [])
      .filter((image) => !kept.some((keptImage) => keptImage.id === image.id))
      .map((image) => image.id),
    setAvatar: (file: File | null) => {
      setAvatar(file);
      clear('avatar');
    },
    setDiploma: (file: File | null) => {
      setDiploma(file);
      clear('professionalDiploma');
    },
    setPortfolio: (files: File[]) => {
      setPortfolio(files);
      clear('portfolio');
    },
    removeStored: (id: number) => {
      setKept((images) => images.filter((image) => image.id !== id));
      clear('portfolio');
    },
    /** Marks the form as sent; says whether the files are fine. */
    check(): boolean {
      setAttempted(true);
      return Object.keys(problems()).length === 0;
    },
    /** Puts the server's problems with files on their fields. */
    takeServerErrors(error: unknown) {
      if (!isApiError(error)) return;
      const found: FileErrors = {};
      for (const item of error.errors) {
        const field = ADVISER_FILE_FIELDS.find((name) => name === item.field);
        if (field) found[field] ??= item.message;
      }
      setServerErrors(found);
    },
  };
}

export type AdviserFiles = ReturnType<typeof useAdviserFiles>;

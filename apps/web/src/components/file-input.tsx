import { useRef, type ReactElement } from 'react';
import { ACCEPT_ATTRIBUTE, checkFile } from '@hogarte/shared/files';
import type { FileKind } from '@hogarte/shared/lookups';
import { showToast } from '../lib/toast';

interface FileInputOptions {
  kind: FileKind;
  /** Names the hidden input, so tests and browser journeys can hand it a file. */
  label: string;
  onFile: (file: File) => void;
}

/**
 * A hidden file input opened by any button. The chosen file is checked in the browser first
 * (type and size, spec part 1 §5) so a wrong one never travels; the API checks it again.
 */
export function useFileInput({ kind, label, onFile }: FileInputOptions): {
  open: () => void;
  input: ReactElement;
} {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      aria-label={label}
      accept={ACCEPT_ATTRIBUTE[kind]}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared so choosing the same file again still fires a change.
        event.target.value = '';
        if (!file) return;
        const problem = checkFile(file, kind);
        if (problem) showToast(problem, 'error');
        else onFile(file);
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}

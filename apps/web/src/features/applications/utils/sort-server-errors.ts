import { serverMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';

export interface SortedServerErrors<FileField extends string, Field extends string> {
  files: Partial<Record<FileField, string>>;
  fields: { field: Field; message: string }[];
  /** The form-level message, when some problem cannot show on this page's own fields. */
  formMessage: string | null;
}

/**
 * Splits an application's server errors among this step's file pickers, this step's fields,
 * and the form's alert: step 1's fields are not on step 2's page, so their problems (a taken
 * email, say) become the alert.
 */
export function sortServerErrors<FileField extends string, Field extends string>(
  error: unknown,
  fileFields: readonly FileField[],
  stepFields: readonly Field[],
): SortedServerErrors<FileField, Field> {
  const sorted: SortedServerErrors<FileField, Field> = { files: {}, fields: [], formMessage: null };
  const elsewhere: string[] = [];
  for (const item of isApiError(error) ? error.errors : []) {
    if ((fileFields as readonly string[]).includes(item.field)) {
      sorted.files[item.field as FileField] = item.message;
    } else if ((stepFields as readonly string[]).includes(item.field)) {
      sorted.fields.push({ field: item.field as Field, message: item.message });
    } else {
      elsewhere.push(item.message);
    }
  }
  const placed = Object.keys(sorted.files).length + sorted.fields.length;
  if (placed === 0 || elsewhere.length > 0) {
    sorted.formMessage = elsewhere.join(' ') || serverMessage(error);
  }
  return sorted;
}

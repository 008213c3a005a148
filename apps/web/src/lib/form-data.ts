/** Builds multipart bodies for uploads that also carry text fields. */

type FieldValue = string | number | boolean | null | undefined;

/**
 * Appends each text field as a string, leaving out empty ones: an optional field the person left
 * blank is absent, as the API's schema expects, rather than an empty string to re-validate.
 */
export function appendFields(form: FormData, fields: Record<string, FieldValue>): FormData {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, String(value));
  }
  return form;
}

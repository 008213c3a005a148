/**
 * A react-hook-form resolver for the shared catalogue schemas. They take a field as text or as a
 * number (a form sends text, the API JSON), which `zodResolver`'s types cannot map onto the form's
 * text values; this one runs any schema and shows each field's first issue as the schema words
 * it, the same text the API answers with.
 */
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
}

type SafeParseResult<Output> =
  { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };

export interface SafeParser<Output> {
  safeParse(data: unknown): SafeParseResult<Output>;
}

export function schemaResolver<Values extends FieldValues, Output>(
  schema: SafeParser<Output>,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

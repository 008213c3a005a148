/**
 * The `?callback=` of login and register, kept only when it is a path on this site: an outside
 * address there would turn the login form into an open redirect.
 */
export function safeCallback(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

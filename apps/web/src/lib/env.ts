/**
 * The only reader of `import.meta.env`. Values here are build-time defaults; the brand and contact
 * data the server knows better come from `GET /v1/settings` (see `settings.ts`).
 */
const variables = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const env = {
  /** Shown until `/v1/settings` answers, so the first paint already carries a name. */
  brandName: text(variables.VITE_BRAND_NAME, 'Hogarte'),
  /** Empty: the API is served from the same origin as the app (the dev server proxies it). */
  apiBaseUrl: text(variables.VITE_API_BASE_URL, '').replace(/\/$/, ''),
  isDevelopment: variables.DEV,
} as const;

/**
 * A supplier's white-label storefront as its screens read it (spec part 2 §2.5, §3 Storefront):
 * the fonts and colours a store may use, how long its links may be and what counts as a link out
 * of the site. Free of zod, so the store's pages load none: the settings' schemas
 * (`schemas/storefront.ts`) build on these.
 */

/**
 * The fonts a storefront may use, self-hosted from the app's own origin (decision 012). The spec's
 * picker lists up to 500 fonts of a web font service; the content security policy and offline
 * servers allow only fonts we ship.
 */
export const STORE_FONTS = [
  'Open Sans',
  'Roboto',
  'Lato',
  'Montserrat',
  'Poppins',
  'Raleway',
  'Nunito',
  'Work Sans',
  'DM Sans',
  'Playfair Display',
  'Merriweather',
  'Lora',
] as const;
export type StoreFont = (typeof STORE_FONTS)[number];

/** The spec's default font (part 2 §3 Storefront). */
export const DEFAULT_STORE_FONT: StoreFont = 'Open Sans';

export function isStoreFont(value: string): value is StoreFont {
  return (STORE_FONTS as readonly string[]).includes(value);
}

/** The colours of a store whose supplier has not chosen any: the marketplace's own. */
export const DEFAULT_STORE_COLORS = { primary: '#9c4f32', secondary: '#3f5a4c' } as const;

/** A brand colour as the settings take it: `#` and three or six hexadecimal digits. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#8C4A2F`, `#8c4a2f` or `#c42` → `#8c4a2f`: one spelling stored and compared. */
export function normalizedHex(value: string): string {
  const digits = value.slice(1).toLowerCase();
  return digits.length === 3
    ? `#${[...digits].map((digit) => digit + digit).join('')}`
    : `#${digits}`;
}

export const NAVBAR_LINK_NAME_MAX = 40;
export const STORE_URL_MAX = 500;

/** An absolute http(s) address: no `javascript:` or `data:` link reaches a store's visitors. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A path of this site (`/Mi-Tienda/productos`), never `//other.site` (a protocol-relative URL). */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])\S*$/.test(value);
}

/** Whether a navbar link leaves the site (opened in a new tab) or is one of its own paths. */
export function isExternalUrl(url: string): boolean {
  return !isSitePath(url);
}

/** How each network is written on screen (the API's lookup names are lower case). */
export const SOCIAL_NETWORK_LABELS: Record<number, string> = {
  1: 'Facebook',
  2: 'Instagram',
  3: 'LinkedIn',
  4: 'TikTok',
  5: 'YouTube',
};

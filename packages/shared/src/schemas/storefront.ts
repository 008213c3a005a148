/**
 * A supplier's white-label storefront settings (spec part 2 §2.5, §3 Storefront, §5 Storefront):
 * brand colours and font, navbar links and social links, used by the settings forms and the API.
 */
import { z } from 'zod';
import { SOCIAL_TYPES } from '../lookups.js';
import { MESSAGES } from '../messages.js';
import { requiredText } from './common.js';

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

/** The colours of a store whose supplier has not chosen any: the marketplace's own. */
export const DEFAULT_STORE_COLORS = { primary: '#9c4f32', secondary: '#3f5a4c' } as const;

export const NAVBAR_LINK_NAME_MAX = 40;
export const STORE_URL_MAX = 500;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#8C4A2F`, `#8c4a2f` or `#c42` → `#8c4a2f`: one spelling stored and compared. */
function normalizedHex(value: string): string {
  const digits = value.slice(1).toLowerCase();
  return digits.length === 3
    ? `#${[...digits].map((digit) => digit + digit).join('')}`
    : `#${digits}`;
}

export const hexColorField = requiredText()
  .regex(HEX_COLOR, MESSAGES.colorInvalid)
  .transform(normalizedHex);

export const storeFontField = requiredText().pipe(
  z.enum(STORE_FONTS, { error: MESSAGES.fontUnknown }),
);

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
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])\S*$/.test(value);
}

export const webUrlField = requiredText()
  .max(STORE_URL_MAX, MESSAGES.urlInvalid)
  .refine(isWebAddress, MESSAGES.urlInvalid);

/** Navbar links may also point inside the site, e.g. to a category of the store. */
const navbarUrlField = requiredText()
  .max(STORE_URL_MAX, MESSAGES.urlInvalid)
  .refine((value) => isWebAddress(value) || isSitePath(value), MESSAGES.urlInvalid);

/** Whether a navbar link leaves the site (opened in a new tab) or is one of its own paths. */
export function isExternalUrl(url: string): boolean {
  return !isSitePath(url);
}

/** `PATCH /v2/suppliers/e-commerce` and the brand form: colours and font are required. */
export const storeBrandingSchema = z.object({
  company_primary_color: hexColorField,
  company_secondary_color: hexColorField,
  company_font_type: storeFontField,
});
export type StoreBrandingInput = z.input<typeof storeBrandingSchema>;
export type StoreBranding = z.output<typeof storeBrandingSchema>;

export const navbarLinkSchema = z.object({
  name: requiredText().max(NAVBAR_LINK_NAME_MAX, MESSAGES.navbarLinkNameMax),
  url: navbarUrlField,
});
export type NavbarLinkInput = z.infer<typeof navbarLinkSchema>;

const SOCIAL_TYPE_IDS = SOCIAL_TYPES.map((type) => type.id);

export const socialLinkSchema = z.object({
  socialMediaTypeId: z.coerce
    .number({ error: MESSAGES.socialNetworkRequired })
    .int({ error: MESSAGES.socialNetworkRequired })
    .refine((id) => SOCIAL_TYPE_IDS.includes(id), MESSAGES.socialNetworkRequired),
  url: webUrlField,
});
export type SocialLinkInput = z.input<typeof socialLinkSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;

/** How each network is written on screen (the API's lookup names are lower case). */
export const SOCIAL_NETWORK_LABELS: Record<number, string> = {
  1: 'Facebook',
  2: 'Instagram',
  3: 'LinkedIn',
  4: 'TikTok',
  5: 'YouTube',
};

/**
 * A supplier's white-label storefront settings (spec part 2 §2.5, §3 Storefront, §5 Storefront):
 * brand colours and font, navbar links and social links, used by the settings forms and the API.
 * What they are checked against (the fonts, the lengths, a web address) is in `../storefront.ts`,
 * free of zod for the store's own pages.
 */
import { z } from 'zod';
import { SOCIAL_TYPES } from '../lookups.js';
import { MESSAGES } from '../messages.js';
import { requiredText } from './common.js';
import {
  STORE_FONTS,
  NAVBAR_LINK_NAME_MAX,
  STORE_URL_MAX,
  HEX_COLOR,
  isSitePath,
  isWebAddress,
  normalizedHex,
} from '../storefront.js';

export const hexColorField = requiredText()
  .regex(HEX_COLOR, MESSAGES.colorInvalid)
  .transform(normalizedHex);

export const storeFontField = requiredText().pipe(
  z.enum(STORE_FONTS, { error: MESSAGES.fontUnknown }),
);

export const webUrlField = requiredText()
  .max(STORE_URL_MAX, MESSAGES.urlInvalid)
  .refine(isWebAddress, MESSAGES.urlInvalid);

/** Navbar links may also point inside the site, e.g. to a category of the store. */
const navbarUrlField = requiredText()
  .max(STORE_URL_MAX, MESSAGES.urlInvalid)
  .refine((value) => isWebAddress(value) || isSitePath(value), MESSAGES.urlInvalid);

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

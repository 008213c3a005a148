/**
 * Contracts of a supplier's white-label storefront (spec part 2 §2.5, §3 Storefront): the store as
 * its visitors get it, which is also the supplier's settings, and the answers of each change.
 */
import { z } from 'zod';
import { STORE_FONTS } from '../storefront.js';
import { productImageSchema } from './catalogue.js';
import { messageSchema } from './common.js';
import { lookupSchema } from './lookups.js';

const int = z.number().int();

/** A banner is an image stored in two sizes: 1920 px wide, and 768 px for phones. */
const storeBannerSchema = productImageSchema;
export type StoreBanner = z.infer<typeof storeBannerSchema>;

/** A navbar link (`POST`/`PATCH /v2/suppliers/navigation-link`, a store's `company_navbarLinks`). */
export const storeNavbarLinkSchema = z.object({ id: int, name: z.string(), url: z.string() });
export type StoreNavbarLink = z.infer<typeof storeNavbarLinkSchema>;
export const storeNavbarLinkListSchema = z.array(storeNavbarLinkSchema);

/** A social link; the network's id goes under both the spec's names. */
export const storeSocialLinkSchema = z.object({
  id: int,
  socialMediaTypeId: int,
  social_media_type_id: int,
  /** The network's lookup name (`instagram`). */
  name: z.string(),
  url: z.string(),
});
export type StoreSocialLink = z.infer<typeof storeSocialLinkSchema>;
export const storeSocialLinkListSchema = z.array(storeSocialLinkSchema);

/** `GET /v2/suppliers/social-media`: the networks a store may link, as the screen writes them. */
export const socialNetworkListSchema = z.array(lookupSchema.extend({ label: z.string() }));

/**
 * `GET /v2/suppliers/e-commerce/{companyName}` (a store's visitors) and `GET /v2/suppliers/
 * e-commerce` (its supplier's settings): the same view of the store.
 */
export const storeSchema = z.object({
  company_name: z.string(),
  /** The store's path segment: `/{store}/productos`. */
  store: z.string(),
  company_primary_color: z.string(),
  company_secondary_color: z.string(),
  company_font_type: z.enum(STORE_FONTS),
  company_logo: z.string().nullable(),
  company_banner: z.array(storeBannerSchema),
  company_navbarLinks: storeNavbarLinkListSchema,
  company_social_Media_Links: storeSocialLinkListSchema,
});
export type Store = z.infer<typeof storeSchema>;

/** `PATCH /v2/suppliers/e-commerce`: the toast's text and the store as it is now. */
export const storeBrandingUpdatedSchema = messageSchema.extend(storeSchema.shape);

/** `POST /v2/suppliers/e-commerce/banner`: the toast's text and the new banner. */
export const storeBannerAddedSchema = messageSchema.extend(storeBannerSchema.shape);

/**
 * A supplier's white-label storefront (spec part 2 §2.5 Storefront settings, §3, §5, §7): brand
 * colours, font and logo, up to 4 banners, up to 10 navbar links and one link per social network;
 * and the public view every store page reads.
 */
import { storeSlug } from '@hogarte/shared/catalogue';
import { LIMITS } from '@hogarte/shared/limits';
import { SOCIAL_TYPES, documentTypeId, lookupName } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  storeBrandingSchema,
  type NavbarLinkInput,
  type SocialLink as SocialLinkValues,
} from '@hogarte/shared/schemas/storefront';
import {
  DEFAULT_STORE_COLORS,
  DEFAULT_STORE_FONT,
  SOCIAL_NETWORK_LABELS,
  isStoreFont,
} from '@hogarte/shared/storefront';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  AppError,
  fieldError,
  notFound,
  validationError,
  zodFieldErrors,
  type FieldError,
} from '../../http/errors.js';
import type { IncomingFile, MultipartForm } from '../../http/uploads.js';
import { cardImageKey, cardVariantKey } from '../../integrations/images/image-variants.js';
import {
  discardStagedFiles,
  documentTypeFor,
  forgetFiles,
  inspectFile,
  recordStagedFile,
  removeStoredObjects,
  stageFile,
  stageImage,
  type StagedFile,
} from '../files/files.service.js';
import {
  countBanners,
  countNavbarLinks,
  deleteOwnedNavbarLink,
  deleteOwnedSocialLink,
  findOwnedBanner,
  findStoreBySlug,
  findStoreOfSupplier,
  insertNavbarLink,
  insertSocialLink,
  listNavbarLinks,
  listSocialLinks,
  lockSupplier,
  otherLogoIds,
  updateBranding,
  updateOwnedNavbarLink,
  updateOwnedSocialLink,
  type StoreRow,
} from './store-settings.repository.js';

const LOGO = documentTypeFor(documentTypeId('companyLogo'));
const BANNER = documentTypeFor(documentTypeId('companyBanner'));

/** Banners are shown full width: 1920 px wide (the spec's recommended 1920×600), 768 on phones. */
const BANNER_SIZES = { large: 1920, card: 768 };

function socialLinkView(link: { id: number; typeId: number; url: string }) {
  return {
    id: link.id,
    socialMediaTypeId: link.typeId,
    social_media_type_id: link.typeId,
    name: lookupName(SOCIAL_TYPES, link.typeId),
    url: link.url,
  };
}

/** The storefront as the spec names its fields (part 2 §3 Storefront). */
function storeView(ctx: AppContext, row: StoreRow) {
  return {
    company_name: row.companyName,
    /** The store's path segment: `/{store}/productos`. */
    store: storeSlug(row.companyName),
    company_primary_color: row.primaryColor ?? DEFAULT_STORE_COLORS.primary,
    company_secondary_color: row.secondaryColor ?? DEFAULT_STORE_COLORS.secondary,
    // A font taken off the list later still leaves the store readable.
    company_font_type: isStoreFont(row.fontType) ? row.fontType : DEFAULT_STORE_FONT,
    company_logo: row.logoKey ? ctx.storage.publicUrl(row.logoKey) : null,
    company_banner: row.banners.map((banner) => ({
      id: banner.id,
      url: ctx.storage.publicUrl(banner.key),
      card_url: ctx.storage.publicUrl(cardImageKey(banner.key)),
    })),
    company_navbarLinks: row.navbarLinks,
    company_social_Media_Links: row.socialLinks.map(socialLinkView),
  };
}
export type StoreView = ReturnType<typeof storeView>;

/** `GET /v2/suppliers/e-commerce/{companyName}`: a visible supplier's store, else 404. */
export async function publicStore(ctx: AppContext, slug: string): Promise<StoreView> {
  const row = await findStoreBySlug(ctx.db, slug);
  if (!row?.visible) throw notFound(MESSAGES.storeNotFound);
  return storeView(ctx, row);
}

/** `GET /v2/suppliers/e-commerce`: my store's settings. */
export async function myStoreSettings(ctx: AppContext, actor: Actor): Promise<StoreView> {
  const row = await findStoreOfSupplier(ctx.db, actor.id);
  if (!row) throw notFound();
  return storeView(ctx, row);
}

/**
 * The branding fields of `PATCH /v2/suppliers/e-commerce`: the spec's `ecommerceData` (the fields
 * as JSON text), or the fields themselves.
 */
function brandingFields(fields: Record<string, unknown>): Record<string, unknown> {
  const data = fields.ecommerceData;
  if (data === undefined) return fields;
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // Reported below as a bad `ecommerceData`.
    }
  } else if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    return data as Record<string, unknown>;
  }
  throw validationError([{ field: 'ecommerceData', message: MESSAGES.invalidRequest }]);
}

/**
 * `PATCH /v2/suppliers/e-commerce`: colours and font (required) and, optionally, a new logo. The
 * logo is the company's newest file of the logo type, as the generic upload stores it; the older
 * ones are removed in the same transaction that saves the colours.
 */
export async function updateStoreBranding(
  ctx: AppContext,
  actor: Actor,
  form: MultipartForm | { fields: Record<string, unknown>; files: MultipartForm['files'] },
) {
  const parsed = storeBrandingSchema.safeParse(brandingFields(form.fields));
  const errors: FieldError[] = parsed.success ? [] : zodFieldErrors(parsed.error.issues);
  const logos = form.files.companyLogo ?? [];
  if (logos.length > 1) errors.push({ field: 'companyLogo', message: MESSAGES.invalidRequest });
  if (!parsed.success || errors.length > 0) throw validationError(errors);
  const branding = {
    primaryColor: parsed.data.company_primary_color,
    secondaryColor: parsed.data.company_secondary_color,
    fontType: parsed.data.company_font_type,
  };

  const [logo] = logos;
  let staged: StagedFile | null = null;
  if (logo) {
    await inspectFile(logo, LOGO, 'companyLogo');
    staged = await stageFile(ctx, LOGO, logo, 'companyLogo');
  }
  let replacedKeys: string[] = [];
  try {
    await inTransaction(ctx.db, async (tx) => {
      if (!(await updateBranding(tx, actor.id, branding))) throw notFound();
      if (!staged) return;
      const stored = await recordStagedFile(ctx, tx, actor.id, staged);
      replacedKeys = await forgetFiles(tx, await otherLogoIds(tx, actor.id, stored.id));
    });
  } catch (error) {
    if (staged) await discardStagedFiles(ctx, [staged]);
    throw error;
  }
  await removeStoredObjects(ctx, replacedKeys);
  return { message: MESSAGES.ecommerceUpdated, ...(await myStoreSettings(ctx, actor)) };
}

function bannersLimitReached() {
  return new AppError(409, 'BANNERS_LIMIT', MESSAGES.bannersLimit, [
    { field: 'companyBanner', message: MESSAGES.bannersLimit },
  ]);
}

/** `POST /v2/suppliers/e-commerce/banner`: one image of up to 15 MB, at most 4 banners. */
export async function addStoreBanner(ctx: AppContext, actor: Actor, form: MultipartForm) {
  const files = form.files.companyBanner ?? [];
  if (files.length === 0) {
    throw fieldError(400, 'FILE_MISSING', 'companyBanner', MESSAGES.fileMissing);
  }
  if (files.length > 1)
    throw validationError([{ field: 'companyBanner', message: MESSAGES.invalidRequest }]);
  const file = files[0] as IncomingFile;
  if (!file.content) {
    throw fieldError(413, 'FILE_TOO_LARGE', 'companyBanner', MESSAGES.bannerTooLarge);
  }
  // A quick answer before the image is resized; the locked count below is the one that holds.
  if ((await countBanners(ctx.db, actor.id)) >= LIMITS.bannersMax) throw bannersLimitReached();
  const staged = await stageImage(ctx, BANNER, file, 'companyBanner', BANNER_SIZES);
  try {
    const stored = await inTransaction(ctx.db, async (tx) => {
      await lockSupplier(tx, actor.id);
      if ((await countBanners(tx, actor.id)) >= LIMITS.bannersMax) throw bannersLimitReached();
      return recordStagedFile(ctx, tx, actor.id, staged);
    });
    // Banners are public files: both copies have their address.
    return {
      message: MESSAGES.bannerAdded,
      id: stored.id,
      url: ctx.storage.publicUrl(staged.storageKey),
      card_url: ctx.storage.publicUrl(cardVariantKey(staged.storageKey)),
    };
  } catch (error) {
    await discardStagedFiles(ctx, [staged]);
    throw error;
  }
}

/** `PATCH /v2/suppliers/e-commerce/banner/delete/{id}`: someone else's banner is not found. */
export async function deleteStoreBanner(ctx: AppContext, actor: Actor, bannerId: number) {
  const keys = await inTransaction(ctx.db, async (tx) => {
    if (!(await findOwnedBanner(tx, bannerId, actor.id))) throw notFound();
    return forgetFiles(tx, [bannerId]);
  });
  await removeStoredObjects(ctx, keys);
  return { message: MESSAGES.bannerDeleted };
}

export function navbarLinks(ctx: AppContext, actor: Actor) {
  return listNavbarLinks(ctx.db, actor.id);
}

export async function addNavbarLink(ctx: AppContext, actor: Actor, input: NavbarLinkInput) {
  return inTransaction(ctx.db, async (tx) => {
    // Two parallel requests would both count 9 and both insert: the row lock orders them.
    await lockSupplier(tx, actor.id);
    if ((await countNavbarLinks(tx, actor.id)) >= LIMITS.navbarLinksMax) {
      throw new AppError(409, 'NAVBAR_LINKS_LIMIT', MESSAGES.navbarLinksLimit);
    }
    return insertNavbarLink(tx, actor.id, input);
  });
}

export async function updateNavbarLink(
  ctx: AppContext,
  actor: Actor,
  linkId: number,
  input: NavbarLinkInput,
) {
  const link = await updateOwnedNavbarLink(ctx.db, linkId, actor.id, input);
  if (!link) throw notFound();
  return link;
}

export async function deleteNavbarLink(ctx: AppContext, actor: Actor, linkId: number) {
  if (!(await deleteOwnedNavbarLink(ctx.db, linkId, actor.id))) throw notFound();
  return { message: MESSAGES.navbarLinkDeleted };
}

/** `GET /v2/suppliers/social-media`: the networks a store may link to. */
export function socialNetworks() {
  return SOCIAL_TYPES.map((type) => ({
    id: type.id,
    name: type.name,
    label: SOCIAL_NETWORK_LABELS[type.id] ?? type.name,
  }));
}

export async function socialLinks(ctx: AppContext, actor: Actor) {
  const rows = await listSocialLinks(ctx.db, actor.id);
  return rows.map(socialLinkView);
}

function networkTaken() {
  return fieldError(409, 'SOCIAL_NETWORK_TAKEN', 'socialMediaTypeId', MESSAGES.socialNetworkTaken);
}

/** One link per network: the unique index decides, also between two racing requests. */
async function oneLinkPerNetwork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw networkTaken();
    throw error;
  }
}

function socialLinkOf(input: SocialLinkValues) {
  return { typeId: input.socialMediaTypeId, url: input.url };
}

export async function addSocialLink(ctx: AppContext, actor: Actor, input: SocialLinkValues) {
  const link = socialLinkOf(input);
  const row = await oneLinkPerNetwork(() => insertSocialLink(ctx.db, actor.id, link));
  return socialLinkView(row);
}

export async function updateSocialLink(
  ctx: AppContext,
  actor: Actor,
  linkId: number,
  input: SocialLinkValues,
) {
  const link = socialLinkOf(input);
  const row = await oneLinkPerNetwork(() => updateOwnedSocialLink(ctx.db, linkId, actor.id, link));
  if (!row) throw notFound();
  return socialLinkView(row);
}

/** `PATCH /v2/suppliers/social-media-links/{id}` removes the link, as the spec names it. */
export async function deleteSocialLink(ctx: AppContext, actor: Actor, linkId: number) {
  if (!(await deleteOwnedSocialLink(ctx.db, linkId, actor.id))) throw notFound();
  return { message: MESSAGES.socialLinkDeleted };
}

/**
 * The demo suppliers' white-label stores, dressed as each would in /proveedor/preferencias: colours
 * and font, a logo, two banners, navbar links to their categories and their social networks. Each
 * value is checked with the settings page's own schemas.
 */
import { storeSlug } from '@hogarte/shared/catalogue';
import { COLORS, documentTypeId } from '@hogarte/shared/lookups';
import {
  navbarLinkSchema,
  socialLinkSchema,
  storeBrandingSchema,
} from '@hogarte/shared/schemas/storefront';
import type { AppContext } from '../context.js';
import {
  documentTypeFor,
  recordStagedFile,
  stageFile,
  stageImage,
  type StagedFile,
} from '../modules/files/files.service.js';
import {
  insertNavbarLink,
  insertSocialLink,
  updateBranding,
} from '../modules/storefront/store-settings.repository.js';
import type { Database } from '../db/client.js';
import type { DemoCatalogue } from './demo-products.js';
import { bannerImage, logoImage, type Art } from './product-art.js';

/** Banners are shown full width (1920 px), 768 px on phones, as the settings page stores them. */
const BANNER_SIZES = { large: 1920, card: 768 };

export interface StagedStore {
  logo: StagedFile;
  banners: StagedFile[];
}

export async function stageDemoStore(
  ctx: AppContext,
  catalogue: DemoCatalogue,
): Promise<StagedStore> {
  const { store } = catalogue;
  const slug = catalogue.supplierEmail.split('@')[0] ?? 'tienda';
  const arts: Art[] = store.bannerArt.map((kind, index) => ({
    kind,
    color: COLORS[(index * 5 + slug.length) % COLORS.length]?.hex ?? '#9E9E9E',
    accent: store.secondaryColor,
  }));
  const logo = await stageFile(
    ctx,
    documentTypeFor(documentTypeId('companyLogo')),
    {
      fileName: `logo-${slug}.png`,
      content: await logoImage(store.primaryColor, store.secondaryColor),
    },
    'companyLogo',
  );
  const bannerType = documentTypeFor(documentTypeId('companyBanner'));
  const banners: StagedFile[] = [];
  for (const variant of [0, 1]) {
    const ordered = variant === 0 ? arts : [...arts].reverse();
    banners.push(
      await stageImage(
        ctx,
        bannerType,
        {
          fileName: `banner-${slug}-${variant + 1}.png`,
          content: await bannerImage(store.primaryColor, store.secondaryColor, ordered, variant),
        },
        'companyBanner',
        BANNER_SIZES,
      ),
    );
  }
  return { logo, banners };
}

export async function seedDemoStore(
  ctx: AppContext,
  tx: Database,
  supplier: { id: number; companyName: string },
  catalogue: DemoCatalogue,
  staged: StagedStore,
): Promise<void> {
  const { store } = catalogue;
  const branding = storeBrandingSchema.parse({
    company_primary_color: store.primaryColor,
    company_secondary_color: store.secondaryColor,
    company_font_type: store.font,
  });
  await updateBranding(tx, supplier.id, {
    primaryColor: branding.company_primary_color,
    secondaryColor: branding.company_secondary_color,
    fontType: branding.company_font_type,
  });
  await recordStagedFile(ctx, tx, supplier.id, staged.logo);
  for (const banner of staged.banners) await recordStagedFile(ctx, tx, supplier.id, banner);
  const storePath = `/${encodeURIComponent(storeSlug(supplier.companyName))}/productos`;
  for (const link of store.navbar) {
    await insertNavbarLink(
      tx,
      supplier.id,
      navbarLinkSchema.parse({ name: link.name, url: `${storePath}?categoria=${link.categoryId}` }),
    );
  }
  for (const link of store.social) {
    const social = socialLinkSchema.parse({ socialMediaTypeId: link.typeId, url: link.url });
    await insertSocialLink(tx, supplier.id, { typeId: social.socialMediaTypeId, url: social.url });
  }
}

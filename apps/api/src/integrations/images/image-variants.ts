/**
 * Uploaded pictures are stored resized, as WebP: a large copy for the product page and a small
 * one for cards and thumbnails, so a listing never downloads a supplier's 12-megapixel photo.
 * The card copy lives beside the large one under the same key with a `-card` suffix.
 */
import sharp from 'sharp';

export interface VariantSizes {
  /** Longest side of the large copy, in pixels. */
  large: number;
  /** Longest side of the card copy. */
  card: number;
}

export interface ImageVariants {
  large: Buffer;
  card: Buffer;
}

const WEBP_QUALITY = 82;
/** libwebp's effort 2 encodes twice as fast as its default 4 for files about 8 % larger. */
const WEBP_EFFORT = 2;

function resized(input: Buffer, size: number): Promise<Buffer> {
  return sharp(input, { failOn: 'error' })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

export async function imageVariants(input: Buffer, sizes: VariantSizes): Promise<ImageVariants> {
  const [large, card] = await Promise.all([
    resized(input, sizes.large),
    resized(input, sizes.card),
  ]);
  return { large, card };
}

/** The storage key of the card copy of an image stored under `key`. */
export function cardVariantKey(key: string): string {
  return key.replace(/\.webp$/, '-card.webp');
}

/** Whether a stored key is a resized image with a card copy beside it. */
export function hasCardVariant(key: string): boolean {
  return key.endsWith('.webp');
}

/** The key a product card or a banner shows: the card copy when there is one, else the original. */
export function cardImageKey(key: string): string {
  return hasCardVariant(key) ? cardVariantKey(key) : key;
}

/**
 * A store's font, self-hosted from the `@fontsource` packages and loaded only when a store uses it
 * (decision 012). Apart from `store-theme.ts` so that a storefront's first load does not carry
 * the table of every family's files: the store's shell imports this module once it knows its font.
 */
import { DEFAULT_STORE_FONT, isStoreFont, type StoreFont } from '@hogarte/shared/storefront';

type FontWeight = 400 | 600 | 700;
type FaceLoaders = Partial<Record<FontWeight, () => Promise<unknown>>> & {
  700: () => Promise<unknown>;
};

/**
 * Each weight of each family is its own static import, so the bundler emits a small CSS file
 * per weight (latin subset: Spanish needs nothing beyond it) fetched the first time it is used.
 * One arrow per import: the bundler's preloading mixes up imports sharing one expression.
 */
const FACES: Record<StoreFont, FaceLoaders> = {
  'Open Sans': {
    400: () => import('@fontsource/open-sans/latin-400.css'),
    600: () => import('@fontsource/open-sans/latin-600.css'),
    700: () => import('@fontsource/open-sans/latin-700.css'),
  },
  Roboto: {
    400: () => import('@fontsource/roboto/latin-400.css'),
    600: () => import('@fontsource/roboto/latin-600.css'),
    700: () => import('@fontsource/roboto/latin-700.css'),
  },
  // Lato has no 600: semibold text takes the 700.
  Lato: {
    400: () => import('@fontsource/lato/latin-400.css'),
    700: () => import('@fontsource/lato/latin-700.css'),
  },
  Montserrat: {
    400: () => import('@fontsource/montserrat/latin-400.css'),
    600: () => import('@fontsource/montserrat/latin-600.css'),
    700: () => import('@fontsource/montserrat/latin-700.css'),
  },
  Poppins: {
    400: () => import('@fontsource/poppins/latin-400.css'),
    600: () => import('@fontsource/poppins/latin-600.css'),
    700: () => import('@fontsource/poppins/latin-700.css'),
  },
  Raleway: {
    400: () => import('@fontsource/raleway/latin-400.css'),
    600: () => import('@fontsource/raleway/latin-600.css'),
    700: () => import('@fontsource/raleway/latin-700.css'),
  },
  Nunito: {
    400: () => import('@fontsource/nunito/latin-400.css'),
    600: () => import('@fontsource/nunito/latin-600.css'),
    700: () => import('@fontsource/nunito/latin-700.css'),
  },
  'Work Sans': {
    400: () => import('@fontsource/work-sans/latin-400.css'),
    600: () => import('@fontsource/work-sans/latin-600.css'),
    700: () => import('@fontsource/work-sans/latin-700.css'),
  },
  'DM Sans': {
    400: () => import('@fontsource/dm-sans/latin-400.css'),
    600: () => import('@fontsource/dm-sans/latin-600.css'),
    700: () => import('@fontsource/dm-sans/latin-700.css'),
  },
  'Playfair Display': {
    400: () => import('@fontsource/playfair-display/latin-400.css'),
    600: () => import('@fontsource/playfair-display/latin-600.css'),
    700: () => import('@fontsource/playfair-display/latin-700.css'),
  },
  Merriweather: {
    400: () => import('@fontsource/merriweather/latin-400.css'),
    600: () => import('@fontsource/merriweather/latin-600.css'),
    700: () => import('@fontsource/merriweather/latin-700.css'),
  },
  Lora: {
    400: () => import('@fontsource/lora/latin-400.css'),
    600: () => import('@fontsource/lora/latin-600.css'),
    700: () => import('@fontsource/lora/latin-700.css'),
  },
};

const requested = new Set<string>();

/** Adds the font's faces to the page once; text shows in the fallback until they arrive. */
export function loadStoreFont(
  font: string,
  weights: readonly FontWeight[] = [400, 600, 700],
): Promise<void> {
  const family = isStoreFont(font) ? font : DEFAULT_STORE_FONT;
  const pending = weights
    .filter((weight) => !requested.has(`${family}:${weight}`))
    .map((weight) => {
      requested.add(`${family}:${weight}`);
      const load = FACES[family][weight] ?? FACES[family][700];
      return load().catch(() => {
        // A failed chunk leaves the fallback font; a later visit may try again.
        requested.delete(`${family}:${weight}`);
      });
    });
  return Promise.all(pending).then(() => undefined);
}

/**
 * A supplier storefront's look: its two colours with text that stays readable on them, and its
 * font's CSS stack (the faces themselves load from `store-fonts.ts`, decision 012). Shared by the
 * white-label store shell and the supplier's settings preview.
 */
import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { DEFAULT_STORE_FONT, isStoreFont, type StoreFont } from '@hogarte/shared/storefront';

const SERIF_FONTS: readonly StoreFont[] = ['Playfair Display', 'Merriweather', 'Lora'];

/** The font's CSS stack, falling back to the system's sans or serif while it loads. */
export function storeFontStack(font: string): string {
  const family = isStoreFont(font) ? font : DEFAULT_STORE_FONT;
  const fallback = SERIF_FONTS.includes(family)
    ? 'Georgia, "Times New Roman", serif'
    : 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
  return `"${family}", ${fallback}`;
}

const WHITE = '#ffffff';
const INK = '#1f1a17';
/** WCAG AA for normal text. */
const READABLE = 4.5;

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return getContrastRatio(background, WHITE) >= getContrastRatio(background, INK) ? WHITE : INK;
}

/**
 * The colour itself when it reads on white, else a darker shade that does: a pale brand colour
 * stays the background of buttons and bars, and its text uses (links, outlined buttons) this one.
 */
export function textSafeOnWhite(color: string): string {
  let shade = color;
  for (let step = 1; step <= 10 && getContrastRatio(shade, WHITE) < READABLE; step += 1) {
    shade = darken(color, step / 10);
  }
  return shade;
}

export interface StoreLook {
  company_primary_color: string;
  company_secondary_color: string;
  company_font_type: string;
}

const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/**
 * The marketplace theme with a store's colours and font: nested inside the app's theme, so
 * everything else (breakpoints, shapes, components) stays the same.
 */
export function createStoreTheme(outer: Theme, look: StoreLook): Theme {
  const fontFamily = storeFontStack(look.company_font_type);
  const primaryText = textSafeOnWhite(look.company_primary_color);
  const secondaryText = textSafeOnWhite(look.company_secondary_color);
  const variantFonts = Object.fromEntries(
    TYPOGRAPHY_VARIANTS.map((variant) => [variant, { fontFamily }]),
  );
  // The app's own button shape (a plain style object) is kept under the store's colours.
  const appButton = outer.components?.MuiButton?.styleOverrides?.root;
  const buttonShape = typeof appButton === 'object' && appButton !== null ? appButton : {};
  return createTheme(outer, {
    palette: {
      primary: outer.palette.augmentColor({
        color: {
          main: look.company_primary_color,
          contrastText: readableTextOn(look.company_primary_color),
        },
      }),
      secondary: outer.palette.augmentColor({
        color: {
          main: look.company_secondary_color,
          contrastText: readableTextOn(look.company_secondary_color),
        },
      }),
    },
    typography: { fontFamily, ...variantFonts },
    components: {
      MuiLink: {
        styleOverrides: {
          root: ({ ownerState }: { ownerState: { color?: unknown } }) =>
            ownerState.color === undefined || ownerState.color === 'primary'
              ? { color: primaryText, textDecorationColor: primaryText }
              : ownerState.color === 'secondary'
                ? { color: secondaryText, textDecorationColor: secondaryText }
                : {},
        },
      },
      MuiButton: {
        styleOverrides: {
          root: ({ ownerState }: { ownerState: { variant?: string; color?: string } }) => {
            if (ownerState.variant === 'contained') return buttonShape;
            if (ownerState.color === 'primary' || ownerState.color === undefined) {
              return { ...buttonShape, color: primaryText, borderColor: primaryText };
            }
            if (ownerState.color === 'secondary') {
              return { ...buttonShape, color: secondaryText, borderColor: secondaryText };
            }
            return buttonShape;
          },
        },
      },
    },
  });
}

/**
 * Flat portrait avatars drawn in code for the demo advisers: a face, hair and shoulders on a
 * coloured disc, as PNG, since the demo ships no photographs of people.
 */
import sharp from 'sharp';

interface PortraitStyle {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  /** Long hair falls beside the face. */
  longHair: boolean;
}

const FIRST_STYLE: PortraitStyle = {
  background: '#E8D9C5',
  skin: '#C68E6A',
  hair: '#3B2417',
  shirt: '#8C4A2F',
  longHair: true,
};

const STYLES: readonly PortraitStyle[] = [
  FIRST_STYLE,
  { background: '#D5E0DA', skin: '#E0B08C', hair: '#2A2522', shirt: '#3F5A4C', longHair: false },
  { background: '#EADBD4', skin: '#A86E4C', hair: '#1E1713', shirt: '#2E5C8A', longHair: true },
  { background: '#DCE3EA', skin: '#D9A47E', hair: '#5A3A22', shirt: '#6F4E37', longHair: false },
];

export function portraitImage(variant: number): Promise<Buffer> {
  const style = STYLES[variant % STYLES.length] ?? FIRST_STYLE;
  const longHair = style.longHair
    ? `<path d="M92 150 Q92 70 160 66 Q228 70 228 150 L236 250 L84 250 Z" fill="${style.hair}"/>`
    : '';
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
      <rect width="320" height="320" fill="${style.background}"/>
      ${longHair}
      <path d="M48 320 Q56 236 160 226 Q264 236 272 320 Z" fill="${style.shirt}"/>
      <rect x="138" y="190" width="44" height="46" rx="18" fill="${style.skin}"/>
      <ellipse cx="160" cy="146" rx="58" ry="68" fill="${style.skin}"/>
      <path d="M100 138 Q104 80 160 78 Q218 80 220 138 Q196 104 160 108 Q122 104 100 138 Z" fill="${style.hair}"/>
      <circle cx="138" cy="152" r="5" fill="#2B2420"/>
      <circle cx="182" cy="152" r="5" fill="#2B2420"/>
      <path d="M142 184 Q160 196 178 184" stroke="#2B2420" stroke-width="4" fill="none" stroke-linecap="round"/>
    </svg>`),
  )
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Product pictures drawn in code for the demo catalogue: a studio shot of each product on a soft
 * backdrop and an ambient shot of it in a room, as SVG rendered by sharp. The demo needs real
 * images in every category and this machine has no photographs to ship.
 */
import sharp from 'sharp';

export type ArtKind =
  | 'tile'
  | 'plank'
  | 'bag'
  | 'pendant'
  | 'sconce'
  | 'table-lamp'
  | 'floor-lamp'
  | 'bulb'
  | 'chair'
  | 'table'
  | 'sofa'
  | 'desk'
  | 'shelf'
  | 'vase'
  | 'cushion'
  | 'mirror'
  | 'planter'
  | 'faucet'
  | 'candle'
  | 'pet-bed';

export interface Art {
  kind: ArtKind;
  /** The product's colour (its swatch hex). */
  color: string;
  /** A second tone: veins of a tile, wood of a leg, a plant. */
  accent: string;
}

function mix(hex: string, other: string, amount: number): string {
  const parse = (value: string) => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
  const [a, b] = [parse(hex), parse(other)];
  const channel = (index: number) =>
    Math.round((a[index] ?? 0) * (1 - amount) + (b[index] ?? 0) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

const darker = (hex: string, amount = 0.25) => mix(hex, '#000000', amount);
const lighter = (hex: string, amount = 0.35) => mix(hex, '#ffffff', amount);

/** A tile of the covering, 200 units wide, for patterns and the studio shot. */
function tilePattern(id: string, art: Art): string {
  return `<pattern id="${id}" width="200" height="200" patternUnits="userSpaceOnUse">
    <rect width="200" height="200" fill="${darker(art.color, 0.18)}"/>
    <rect x="3" y="3" width="194" height="194" rx="4" fill="${art.color}"/>
    <path d="M10 150 C 60 120, 90 170, 140 130 S 190 110, 196 90" stroke="${art.accent}" stroke-width="3" fill="none" opacity="0.35"/>
    <path d="M20 40 C 70 70, 110 20, 180 60" stroke="${art.accent}" stroke-width="2" fill="none" opacity="0.25"/>
  </pattern>`;
}

/** Wood planks, 180 × 60 units, for floors. */
function plankPattern(id: string, art: Art): string {
  return `<pattern id="${id}" width="360" height="120" patternUnits="userSpaceOnUse">
    <rect width="360" height="120" fill="${darker(art.color, 0.2)}"/>
    <rect x="2" y="2" width="356" height="56" fill="${art.color}"/>
    <rect x="2" y="62" width="176" height="56" fill="${lighter(art.color, 0.08)}"/>
    <rect x="182" y="62" width="176" height="56" fill="${darker(art.color, 0.06)}"/>
    <path d="M10 20 Q 120 10 240 24 T 350 18 M 20 40 Q 140 48 300 36 M 12 84 Q 90 76 170 90 M 190 100 Q 270 92 350 104" stroke="${darker(art.color, 0.3)}" stroke-width="2" fill="none" opacity="0.5"/>
  </pattern>`;
}

/** The drawing of the product itself, centred on (400, 420) in an 800 × 800 box. */
function productShape(art: Art, patternId: string): string {
  const c = art.color;
  const a = art.accent;
  switch (art.kind) {
    case 'tile':
      return `<g transform="translate(180 160) rotate(-8 220 220)"><rect width="440" height="440" fill="url(#${patternId})" stroke="${darker(c, 0.3)}" stroke-width="2"/></g>`;
    case 'plank':
      return `<g transform="translate(110 230) skewX(-18)"><rect width="640" height="300" fill="url(#${patternId})"/></g>`;
    case 'bag':
      return `<path d="M260 250 L540 250 L570 640 L230 640 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <rect x="290" y="360" width="220" height="120" rx="10" fill="${lighter(a, 0.6)}"/>
        <rect x="310" y="385" width="180" height="18" rx="9" fill="${a}"/>
        <rect x="310" y="420" width="120" height="14" rx="7" fill="${darker(a, 0.1)}" opacity="0.6"/>
        <path d="M260 250 Q 400 210 540 250" fill="${darker(c, 0.15)}"/>`;
    case 'pendant':
      return `<line x1="400" y1="60" x2="400" y2="330" stroke="#3a3430" stroke-width="6"/>
        <path d="M250 470 Q 400 250 550 470 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <ellipse cx="400" cy="470" rx="150" ry="20" fill="${darker(c, 0.2)}"/>
        <ellipse cx="400" cy="492" rx="46" ry="26" fill="#fff3c4"/>
        <ellipse cx="400" cy="600" rx="210" ry="90" fill="#fff6d8" opacity="0.45"/>`;
    case 'sconce':
      return `<rect x="360" y="260" width="80" height="300" rx="12" fill="${darker(a, 0.2)}"/>
        <path d="M300 300 L500 300 L460 470 L340 470 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <ellipse cx="400" cy="300" rx="100" ry="16" fill="#fff3c4" opacity="0.9"/>
        <path d="M300 300 L220 120 L580 120 L500 300 Z" fill="#fff6d8" opacity="0.35"/>`;
    case 'table-lamp':
      return `<path d="M290 230 L510 230 L560 420 L240 420 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <rect x="388" y="420" width="24" height="150" fill="${a}"/>
        <ellipse cx="400" cy="590" rx="110" ry="28" fill="${darker(a, 0.15)}"/>
        <ellipse cx="400" cy="420" rx="160" ry="14" fill="#fff3c4" opacity="0.8"/>`;
    case 'floor-lamp':
      return `<path d="M330 120 L470 120 L510 260 L290 260 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <rect x="392" y="260" width="16" height="400" fill="${a}"/>
        <ellipse cx="400" cy="670" rx="120" ry="26" fill="${darker(a, 0.2)}"/>
        <ellipse cx="400" cy="260" rx="110" ry="12" fill="#fff3c4" opacity="0.8"/>`;
    case 'bulb':
      return `<circle cx="400" cy="360" r="150" fill="#fff7d6" stroke="${darker('#fff7d6', 0.2)}" stroke-width="4"/>
        <path d="M350 360 Q 375 300 400 360 T 450 360" stroke="${a}" stroke-width="6" fill="none"/>
        <rect x="335" y="500" width="130" height="110" rx="14" fill="${c}"/>
        <line x1="335" y1="535" x2="465" y2="535" stroke="${darker(c)}" stroke-width="6"/>
        <line x1="335" y1="570" x2="465" y2="570" stroke="${darker(c)}" stroke-width="6"/>
        <circle cx="400" cy="360" r="220" fill="#fff6d8" opacity="0.25"/>`;
    case 'chair':
      return `<rect x="300" y="170" width="200" height="250" rx="30" fill="${c}"/>
        <rect x="270" y="400" width="260" height="70" rx="20" fill="${darker(c, 0.1)}"/>
        <rect x="290" y="470" width="18" height="190" fill="${a}"/>
        <rect x="492" y="470" width="18" height="190" fill="${a}"/>`;
    case 'table':
      return `<ellipse cx="400" cy="330" rx="230" ry="60" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <rect x="385" y="360" width="30" height="260" fill="${darker(c, 0.2)}"/>
        <ellipse cx="400" cy="630" rx="120" ry="24" fill="${darker(c, 0.3)}"/>
        <circle cx="330" cy="300" r="26" fill="${a}"/>`;
    case 'sofa':
      return `<rect x="140" y="300" width="520" height="170" rx="40" fill="${c}"/>
        <rect x="110" y="390" width="580" height="140" rx="34" fill="${darker(c, 0.1)}"/>
        <rect x="200" y="340" width="120" height="90" rx="18" fill="${a}"/>
        <rect x="160" y="530" width="20" height="70" fill="#5a4636"/>
        <rect x="620" y="530" width="20" height="70" fill="#5a4636"/>`;
    case 'desk':
      return `<rect x="150" y="320" width="500" height="36" rx="6" fill="${c}"/>
        <rect x="170" y="356" width="20" height="280" fill="${a}"/>
        <rect x="610" y="356" width="20" height="280" fill="${a}"/>
        <rect x="460" y="356" width="130" height="150" fill="${darker(c, 0.1)}"/>
        <rect x="320" y="220" width="150" height="100" rx="6" fill="#2f3438"/>`;
    case 'shelf':
      return `<rect x="230" y="140" width="340" height="520" fill="none" stroke="${c}" stroke-width="26"/>
        <rect x="230" y="300" width="340" height="20" fill="${c}"/>
        <rect x="230" y="470" width="340" height="20" fill="${c}"/>
        <rect x="270" y="220" width="60" height="80" fill="${a}"/>
        <circle cx="470" cy="420" r="44" fill="${lighter(a)}"/>
        <rect x="420" y="560" width="110" height="80" fill="${darker(a, 0.1)}"/>`;
    case 'vase':
      return `<path d="M330 300 Q 260 460 330 620 L470 620 Q 540 460 470 300 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <rect x="350" y="270" width="100" height="40" rx="10" fill="${darker(c, 0.1)}"/>
        <path d="M400 270 Q 380 150 300 110 M400 270 Q 420 140 500 100 M400 270 Q 400 160 410 80" stroke="${a}" stroke-width="8" fill="none"/>
        <ellipse cx="300" cy="110" rx="30" ry="14" fill="${a}"/><ellipse cx="500" cy="100" rx="30" ry="14" fill="${a}"/>`;
    case 'cushion':
      return `<path d="M200 260 Q 400 220 600 260 Q 640 420 600 580 Q 400 620 200 580 Q 160 420 200 260 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <path d="M260 330 L540 330 M260 420 L540 420 M260 510 L540 510" stroke="${a}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`;
    case 'mirror':
      return `<ellipse cx="400" cy="400" rx="200" ry="270" fill="${c}"/>
        <ellipse cx="400" cy="400" rx="170" ry="240" fill="#dfe9ee"/>
        <path d="M320 260 L380 200 M300 340 L420 220" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.7"/>`;
    case 'planter':
      return `<path d="M290 420 L510 420 L480 640 L320 640 Z" fill="${c}" stroke="${darker(c)}" stroke-width="4"/>
        <ellipse cx="400" cy="330" rx="170" ry="120" fill="${a}"/>
        <ellipse cx="300" cy="300" rx="80" ry="60" fill="${darker(a, 0.15)}"/>
        <ellipse cx="500" cy="290" rx="80" ry="60" fill="${lighter(a, 0.1)}"/>`;
    case 'faucet':
      return `<rect x="360" y="420" width="80" height="200" rx="14" fill="${c}"/>
        <path d="M400 430 L400 250 Q 400 190 480 190 L600 190 L600 240" stroke="${c}" stroke-width="46" fill="none" stroke-linecap="round"/>
        <rect x="300" y="330" width="70" height="28" rx="14" fill="${darker(c, 0.15)}"/>
        <path d="M600 270 L600 420" stroke="#a9d4f2" stroke-width="10" stroke-dasharray="12 14"/>
        <ellipse cx="400" cy="640" rx="180" ry="30" fill="${lighter(a, 0.3)}"/>`;
    case 'candle':
      return `<rect x="300" y="320" width="200" height="300" rx="26" fill="${c}"/>
        <ellipse cx="400" cy="320" rx="100" ry="24" fill="${lighter(c)}"/>
        <line x1="400" y1="300" x2="400" y2="270" stroke="#3a3430" stroke-width="6"/>
        <path d="M400 270 Q 370 220 400 170 Q 430 220 400 270 Z" fill="#f4b942"/>
        <rect x="320" y="430" width="160" height="90" rx="8" fill="${a}" opacity="0.85"/>`;
    case 'pet-bed':
      return `<ellipse cx="400" cy="480" rx="280" ry="130" fill="${c}"/>
        <ellipse cx="400" cy="470" rx="200" ry="80" fill="${lighter(a, 0.2)}"/>
        <path d="M330 440 Q 400 390 470 440 Q 440 480 400 470 Q 360 480 330 440 Z" fill="${darker(a, 0.1)}"/>`;
  }
}

function studioSvg(art: Art): string {
  const backdrop = lighter(art.accent, 0.82);
  const pattern = art.kind === 'plank' ? plankPattern('surface', art) : tilePattern('surface', art);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs>${pattern}
      <radialGradient id="backdrop" cx="50%" cy="40%" r="75%">
        <stop offset="0%" stop-color="${lighter(backdrop, 0.5)}"/><stop offset="100%" stop-color="${backdrop}"/>
      </radialGradient>
    </defs>
    <rect width="800" height="800" fill="url(#backdrop)"/>
    <ellipse cx="400" cy="690" rx="280" ry="34" fill="#000" opacity="0.08"/>
    ${productShape(art, 'surface')}
  </svg>`;
}

/** A room with the product in it; coverings dress the wall and floors the floor. */
function ambientSvg(art: Art, variant: number): string {
  const walls = ['#efe6da', '#e4e9e6', '#f1e3d6', '#e8e1d8'];
  const wall = walls[variant % walls.length] as string;
  const floorColor = ['#b88a63', '#9d7a5e', '#c9a27e', '#8a6a52'][variant % 4] as string;
  const wallFill = art.kind === 'tile' ? 'url(#surface)' : wall;
  const floorFill = art.kind === 'plank' || art.kind === 'tile' ? 'url(#floor)' : floorColor;
  const floorArt: Art =
    art.kind === 'tile' ? { ...art, kind: 'tile' } : { ...art, color: floorColor, kind: 'plank' };
  const showsObject = art.kind !== 'tile' && art.kind !== 'plank';
  // Pendants hang from the ceiling; everything else stands on the floor.
  const hangs = art.kind === 'pendant';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
    <defs>${tilePattern('surface', art)}${
      art.kind === 'plank' ? plankPattern('floor', art) : plankPattern('floor', floorArt)
    }</defs>
    <rect width="1200" height="540" fill="${wallFill}"/>
    <rect y="540" width="1200" height="260" fill="${floorFill}"/>
    <rect y="532" width="1200" height="10" fill="#ffffff" opacity="0.55"/>
    <rect x="${variant % 2 ? 120 : 820}" y="90" width="260" height="300" fill="#cfe3ec" stroke="#ffffff" stroke-width="14"/>
    <line x1="${variant % 2 ? 250 : 950}" y1="90" x2="${variant % 2 ? 250 : 950}" y2="390" stroke="#ffffff" stroke-width="8"/>
    <rect x="${variant % 2 ? 760 : 140}" y="420" width="300" height="90" rx="22" fill="#5b6b5f" opacity="0.9"/>
    <rect x="${variant % 2 ? 740 : 120}" y="470" width="340" height="80" rx="22" fill="#4e5d52"/>
    <ellipse cx="${variant % 2 ? 1080 : 90}" cy="470" rx="60" ry="70" fill="#6f9a70"/>
    <rect x="${variant % 2 ? 1055 : 65}" y="500" width="50" height="60" fill="#b56f4c"/>
    ${showsObject ? `<g transform="translate(${variant % 2 ? 330 : 470} ${hangs ? -30 : 250}) scale(0.5)">${productShape(art, 'surface')}</g>` : ''}
  </svg>`;
}

// The PNGs are only handed to the upload pipeline, which re-encodes them: compress them lightly.
export function studioImage(art: Art): Promise<Buffer> {
  return sharp(Buffer.from(studioSvg(art)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export function ambientImage(art: Art, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(ambientSvg(art, variant)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A store banner, 1920 × 600: the store's colours and three of its products on a shelf. */
export function bannerImage(
  primary: string,
  secondary: string,
  arts: Art[],
  variant: number,
): Promise<Buffer> {
  const shapes = arts
    .slice(0, 3)
    .map(
      (art, index) =>
        `<g transform="translate(${980 + index * 300} ${index === 1 ? 40 : 90}) scale(${index === 1 ? 0.62 : 0.52})">${productShape(art, `surface${index}`)}</g>`,
    )
    .join('');
  const patterns = arts
    .slice(0, 3)
    .map((art, index) =>
      art.kind === 'plank'
        ? plankPattern(`surface${index}`, art)
        : tilePattern(`surface${index}`, art),
    )
    .join('');
  const angle = variant % 2 === 0 ? '0' : '1';
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600" viewBox="0 0 1920 600">
      <defs>${patterns}
        <linearGradient id="wash" x1="0" y1="${angle}" x2="1" y2="${1 - Number(angle)}">
          <stop offset="0%" stop-color="${primary}"/><stop offset="100%" stop-color="${darker(primary, 0.3)}"/>
        </linearGradient>
      </defs>
      <rect width="1920" height="600" fill="url(#wash)"/>
      <circle cx="${variant % 2 ? 300 : 520}" cy="300" r="420" fill="${secondary}" opacity="0.12"/>
      <rect x="900" y="470" width="980" height="24" rx="12" fill="${secondary}" opacity="0.55"/>
      <rect x="120" y="210" width="560" height="34" rx="17" fill="${secondary}" opacity="0.9"/>
      <rect x="120" y="270" width="420" height="22" rx="11" fill="${secondary}" opacity="0.55"/>
      <rect x="120" y="340" width="200" height="56" rx="28" fill="${secondary}"/>
      ${shapes}
    </svg>`),
  )
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A store's logo mark: its initial-free symbol (a roof over a square) in its colours. */
export function logoImage(primary: string, secondary: string): Promise<Buffer> {
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
      <rect width="320" height="320" rx="72" fill="${primary}"/>
      <path d="M70 160 L160 80 L250 160" stroke="${secondary}" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="105" y="160" width="110" height="95" rx="12" fill="${secondary}"/>
      <rect x="145" y="195" width="30" height="60" rx="6" fill="${primary}"/>
    </svg>`),
  )
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Flat illustrations of furnished rooms, drawn in code, for the demo designers' portfolios: the
 * demo needs real PNG files and this machine has no photographs to ship.
 */
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

interface Palette {
  wall: Rgb;
  floor: Rgb;
  sofa: Rgb;
  rug: Rgb;
  accent: Rgb;
}

const PALETTES: readonly Palette[] = [
  {
    wall: [243, 233, 220],
    floor: [176, 132, 92],
    sofa: [61, 90, 76],
    rug: [226, 201, 160],
    accent: [196, 117, 84],
  },
  {
    wall: [226, 232, 230],
    floor: [150, 118, 90],
    sofa: [156, 79, 50],
    rug: [240, 228, 210],
    accent: [62, 88, 110],
  },
  {
    wall: [239, 227, 214],
    floor: [120, 96, 80],
    sofa: [214, 196, 170],
    rug: [140, 74, 47],
    accent: [64, 99, 83],
  },
  {
    wall: [222, 214, 200],
    floor: [196, 164, 126],
    sofa: [88, 70, 60],
    rug: [244, 236, 224],
    accent: [206, 150, 74],
  },
];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb) {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row += 1) {
      for (let column = Math.max(0, x); column < Math.min(this.width, x + w); column += 1) {
        this.pixels.set(color, (row * this.width + column) * 3);
      }
    }
  }

  circle(cx: number, cy: number, radius: number, color: Rgb) {
    for (let row = cy - radius; row <= cy + radius; row += 1) {
      for (let column = cx - radius; column <= cx + radius; column += 1) {
        if ((row - cy) ** 2 + (column - cx) ** 2 <= radius ** 2)
          this.rect(column, row, 1, 1, color);
      }
    }
  }
}

function shade(color: Rgb, factor: number): Rgb {
  return [color[0] * factor, color[1] * factor, color[2] * factor].map((value) =>
    Math.max(0, Math.min(255, Math.round(value))),
  ) as unknown as Rgb;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

function encodePng(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const stride = canvas.width * 3;
  const raw = Buffer.alloc((stride + 1) * canvas.height);
  for (let row = 0; row < canvas.height; row += 1) {
    raw[row * (stride + 1)] = 0; // no filter
    raw.set(canvas.pixels.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A living room: wall, wooden floor, window, sofa, rug, lamp and plant in one palette. */
export function roomIllustration(variant: number, width = 480, height = 320): Buffer {
  const palette = PALETTES[variant % PALETTES.length] as Palette;
  const mirrored = variant % 2 === 1;
  const canvas = new Canvas(width, height);
  const horizon = Math.round(height * 0.66);
  const at = (x: number, w: number) => (mirrored ? width - x - w : x);

  canvas.rect(0, 0, width, horizon, palette.wall);
  canvas.rect(0, horizon, width, height - horizon, palette.floor);
  for (let x = 0; x < width; x += 48)
    canvas.rect(x, horizon, 2, height - horizon, shade(palette.floor, 0.85));

  // Window with its frame and cross bars.
  const windowX = at(Math.round(width * 0.58), Math.round(width * 0.26));
  canvas.rect(windowX - 6, 34, Math.round(width * 0.26) + 12, 124, shade(palette.wall, 0.8));
  canvas.rect(windowX, 40, Math.round(width * 0.26), 112, [200, 224, 236]);
  canvas.rect(windowX + Math.round(width * 0.13) - 2, 40, 4, 112, shade(palette.wall, 0.8));
  canvas.rect(windowX, 94, Math.round(width * 0.26), 4, shade(palette.wall, 0.8));

  // Rug, then the sofa on it.
  canvas.rect(
    at(Math.round(width * 0.12), Math.round(width * 0.56)),
    horizon + 30,
    Math.round(width * 0.56),
    46,
    palette.rug,
  );
  const sofaX = at(Math.round(width * 0.14), Math.round(width * 0.44));
  const sofaWidth = Math.round(width * 0.44);
  canvas.rect(sofaX, horizon - 70, sofaWidth, 44, shade(palette.sofa, 0.9));
  canvas.rect(sofaX - 14, horizon - 40, sofaWidth + 28, 40, palette.sofa);
  canvas.rect(sofaX - 14, horizon - 56, 18, 56, shade(palette.sofa, 0.8));
  canvas.rect(sofaX + sofaWidth - 4, horizon - 56, 18, 56, shade(palette.sofa, 0.8));
  canvas.rect(sofaX + 20, horizon - 62, 44, 28, palette.accent);
  canvas.rect(sofaX, horizon, 8, 12, shade(palette.floor, 0.5));
  canvas.rect(sofaX + sofaWidth - 8, horizon, 8, 12, shade(palette.floor, 0.5));

  // Floor lamp.
  const lampX = at(Math.round(width * 0.08), 4);
  canvas.rect(lampX, horizon - 150, 4, 150, [60, 56, 52]);
  canvas.rect(lampX - 20, horizon - 176, 44, 30, palette.accent);
  canvas.rect(lampX - 14, horizon, 32, 6, [60, 56, 52]);

  // Plant by the window.
  const potX = at(Math.round(width * 0.9), 30);
  canvas.rect(potX, horizon - 34, 30, 34, shade(palette.accent, 0.8));
  canvas.circle(potX + 15, horizon - 58, 26, [86, 128, 88]);
  canvas.circle(potX + 2, horizon - 46, 16, [70, 112, 74]);

  return encodePng(canvas);
}

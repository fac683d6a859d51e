// Renders the PWA's icons from the app's logo (public/favicon.svg) with sharp:
// `node build/pwa-icons.ts` after the logo changes; the PNGs are committed, the build only
// copies them. «Maskable» icons keep the logo inside the 80 % safe zone on the brand colour,
// so a launcher's circle or squircle never cuts the letter.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

const BRAND = '#1c6e8c';
const root = path.resolve(import.meta.dirname, '..');
const logo = await readFile(path.join(root, 'public/favicon.svg'));

async function render(size: number, file: string, padding = 0): Promise<void> {
  const inner = Math.round(size * (1 - padding * 2));
  const image = await sharp(logo, { density: 72 * Math.ceil(inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({
    create: { width: size, height: size, channels: 4, background: padding ? BRAND : '#0000' },
  })
    .composite([{ input: image, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'public/icons', file));
}

await render(192, 'icon-192.png');
await render(512, 'icon-512.png');
await render(512, 'icon-maskable-512.png', 0.1);
await render(180, 'apple-touch-icon.png', 0.06);

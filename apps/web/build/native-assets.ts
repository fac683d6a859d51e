/**
 * Renders the Android and iOS app icons and splash images, and the web app's install icons
 * (public/icons, named by build/pwa-manifest.ts), from the site's logo
 * (apps/web/public/favicon.svg: the white «К» on the brand's petrol blue) with sharp (the server's
 * dependency, hoisted to the root node_modules). The outputs are committed; run it again after the
 * logo changes:  npx tsx apps/web/build/native-assets.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const androidRes = join(web, 'android/app/src/main/res');
const iosAssets = join(web, 'ios/App/App/Assets.xcassets');

const favicon = readFileSync(join(web, 'public/favicon.svg'), 'utf8');
/** The logo's background colour (the rect's fill) and its glyph (the path), in a 64×64 box. */
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const glyph = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!brand || !glyph) throw new Error('favicon.svg: expected a filled <rect> and a <path> glyph');
const whiteGlyph = glyph.replace(/fill="[^"]*"/, 'fill="#fff"');

/** Android density buckets: scale of 1 dp. */
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function svg(width: number, height: number, box: Box, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${box.x} ${box.y} ${box.w} ${box.h}" preserveAspectRatio="xMidYMid slice">` +
    `${body}</svg>`
  );
}

/** A width×height image whose 64-unit logo box takes `share` of the shorter side, centred. */
function centred(width: number, height: number, share: number): Box {
  const unit = (Math.min(width, height) * share) / 64;
  const w = width / unit;
  const h = height / unit;
  return { x: 32 - w / 2, y: 32 - h / 2, w, h };
}

async function png(file: string, image: string, opaque = false): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  let pipeline = sharp(Buffer.from(image));
  if (opaque) pipeline = pipeline.flatten({ background: brand }).removeAlpha();
  writeFileSync(file, await pipeline.png({ compressionLevel: 9 }).toBuffer());
  process.stdout.write(`${file.slice(web.length + 1)}\n`);
}

const LOGO_BOX: Box = { x: 0, y: 0, w: 64, h: 64 };
const square = `<rect x="-1000" y="-1000" width="3000" height="3000" fill="${brand}"/>`;

async function androidIcons(): Promise<void> {
  for (const [bucket, dp] of Object.entries(DENSITIES)) {
    const mipmap = join(androidRes, `mipmap-${bucket}`);
    const size = 48 * dp;
    // Launchers before Android 8: the logo as the favicon draws it, and a round variant.
    await png(join(mipmap, 'ic_launcher.png'), svg(size, size, LOGO_BOX, favicon));
    await png(
      join(mipmap, 'ic_launcher_round.png'),
      svg(size, size, LOGO_BOX, `<circle cx="32" cy="32" r="32" fill="${brand}"/>${glyph}`),
    );
    // Adaptive icon (Android 8+): the glyph on a transparent 108 dp layer, the 64-unit logo box
    // at 72 dp (the mask's safe zone); the background layer is @color/ic_launcher_background.
    await png(
      join(mipmap, 'ic_launcher_foreground.png'),
      svg(108 * dp, 108 * dp, { x: -16, y: -16, w: 96, h: 96 }, whiteGlyph),
    );
    // Status bar icon of a push: white on transparent, 24 dp with 2 dp of padding.
    const box = { x: 35.5 - 19.2, y: 32 - 19.2, w: 38.4, h: 38.4 };
    await png(
      join(androidRes, `drawable-${bucket}`, 'ic_stat_notify.png'),
      svg(24 * dp, 24 * dp, box, whiteGlyph),
    );
  }
}

/**
 * The splash: the white glyph in the middle of the brand colour, the logo box taking `share` of
 * the shorter side (the images are cropped to the screen: CENTER_CROP, aspect fill).
 */
async function splash(file: string, width: number, height: number, share = 0.4): Promise<void> {
  const image = svg(width, height, centred(width, height, share), square + whiteGlyph);
  await png(file, image, true);
}

async function androidSplashes(): Promise<void> {
  // The sizes of Capacitor's template, portrait (landscape swaps them).
  const sizes: Record<keyof typeof DENSITIES, [number, number]> = {
    mdpi: [320, 480],
    hdpi: [480, 800],
    xhdpi: [720, 1280],
    xxhdpi: [960, 1600],
    xxxhdpi: [1280, 1920],
  };
  for (const [bucket, [w, h]] of Object.entries(sizes)) {
    await splash(join(androidRes, `drawable-port-${bucket}`, 'splash.png'), w, h);
    await splash(join(androidRes, `drawable-land-${bucket}`, 'splash.png'), h, w);
  }
  await splash(join(androidRes, 'drawable', 'splash.png'), 480, 320);
}

async function iosImages(): Promise<void> {
  // App Store icons are one opaque 1024 px square; iOS rounds the corners itself.
  await png(
    join(iosAssets, 'AppIcon.appiconset', 'AppIcon-512@2x.png'),
    svg(1024, 1024, LOGO_BOX, square + glyph),
    true,
  );
  for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
    await splash(join(iosAssets, 'Splash.imageset', name), 2732, 2732, 0.3);
  }
}

/** The PWA's icons: «any» as the favicon draws it; «maskable» and Apple's opaque. */
async function webIcons(): Promise<void> {
  const icons = join(web, 'public/icons');
  for (const size of [192, 512]) {
    await png(join(icons, `icon-${size}.png`), svg(size, size, LOGO_BOX, favicon));
  }
  // A launcher's mask (circle, squircle) keeps the inner 80 %: the logo box takes 64 % of it.
  await png(
    join(icons, 'icon-maskable-512.png'),
    svg(512, 512, centred(512, 512, 0.64), square + whiteGlyph),
    true,
  );
  await png(
    join(icons, 'apple-touch-icon.png'),
    svg(180, 180, centred(180, 180, 0.8), square + whiteGlyph),
    true,
  );
}

await androidIcons();
await androidSplashes();
await iosImages();
await webIcons();

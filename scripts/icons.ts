/**
 * The favicon set, rendered from public/favicon.svg by Chromium: favicon.ico (PNG images of 16, 32
 * and 48 px in an ICO container, for browsers and tools that ask for /favicon.ico),
 * apple-touch-icon.png (180 px, full bleed: iOS rounds the corners itself) and the manifest's
 * icon-192.png and icon-512.png. The outputs are committed; run `npx tsx scripts/icons.ts` after
 * changing the SVG.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/chromium.ts';
import { chooseBrowser, installedBrowsers, playwrightExecutables } from '../e2e/engines/browsers.ts';

const PUBLIC = path.resolve(import.meta.dirname, '..', 'public');
export const ICO_SIZES = [16, 32, 48];

/** An ICO file holding PNG images (supported since Windows Vista and by every browser). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

async function main() {
  const svg = await readFile(path.join(PUBLIC, 'favicon.svg'), 'utf8');
  const fullBleed = svg.replace(/ rx="[^"]*"/, '');
  const { executablePath, channel } = chooseBrowser('chromium', installedBrowsers(playwrightExecutables()));
  const browser = await chromium.launch({ executablePath, channel, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const render = async (source: string, size: number) => {
      await page.setViewportSize({ width: size, height: size });
      const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
      return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };
    const ico = icoFromPngs(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await render(svg, size) }))));
    await writeFile(path.join(PUBLIC, 'favicon.ico'), ico);
    await writeFile(path.join(PUBLIC, 'apple-touch-icon.png'), await render(fullBleed, 180));
    for (const size of [192, 512]) await writeFile(path.join(PUBLIC, `icon-${size}.png`), await render(svg, size));
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

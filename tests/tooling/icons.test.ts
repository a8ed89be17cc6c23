import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICO_SIZES, icoFromPngs } from '../../scripts/icons';

// Issue 36: the favicon set as browsers expect it (rendered by scripts/icons.ts and committed).

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const PNG_SIGNATURE = '89504e470d0a1a0a';
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The images of an ICO file, read back by its directory. */
function icoImages(ico: Buffer) {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)], 'reserved 0, type 1 (icon)').toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    return { size: ico.readUInt8(entry) || 256, bits: ico.readUInt16LE(entry + 6), png: ico.subarray(offset, offset + length) };
  });
}

describe('the favicon set', () => {
  it('favicon.ico is an ICO file of PNG images, 16, 32 and 48 px, each the size its entry says', () => {
    const images = icoImages(readFileSync(path.join(PUBLIC, 'favicon.ico')));
    expect(images.map((image) => image.size)).toEqual(ICO_SIZES);
    for (const { size, bits, png } of images) {
      expect(bits).toBe(32);
      expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
      expect(pngSize(png)).toEqual({ width: size, height: size });
    }
  });

  it('icoFromPngs writes what a reader finds again, 256 px as 0', () => {
    const fake = (size: number) => Buffer.concat([Buffer.from(PNG_SIGNATURE, 'hex'), Buffer.alloc(8), Buffer.alloc(8, size % 256)]);
    const images = icoImages(icoFromPngs([16, 256].map((size) => ({ size, png: fake(size) }))));
    expect(images.map(({ size, png }) => [size, png.equals(fake(size))])).toEqual([
      [16, true],
      [256, true],
    ]);
  });

  it.each([
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ])('%s is a %i px PNG', (file, size) => {
    const png = readFileSync(path.join(PUBLIC, file));
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: size, height: size });
  });

  it('favicon.svg is the logo', () => {
    expect(readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8')).toBe(readFileSync(path.join(PUBLIC, 'images/logo.svg'), 'utf8'));
  });
});

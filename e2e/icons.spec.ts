/**
 * Issue 36: the favicon set as browsers ask for it, from `npm start`'s server: /favicon.ico (every
 * browser asks for it), the SVG icon, apple-touch-icon.png, and each language's web app manifest,
 * linked from that language's pages, with its own copy and icons that exist.
 */
import { LANGUAGES } from '../supabase/functions/_shared/languages';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { localeText } from './locales';

const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });
const PNG_SIGNATURE = '89504e470d0a1a0a';

test('/favicon.ico, /favicon.svg and /apple-touch-icon.png answer 200 with their types', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  const icoBody = await ico.body();
  expect([icoBody.readUInt16LE(0), icoBody.readUInt16LE(2)], 'an ICO header').toEqual([0, 1]);

  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');

  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
});

for (const language of LANGUAGES) {
  test(`the ${language} pages link the ${language} manifest, whose icons exist`, async ({ page, request }) => {
    await page.goto(localizePath('/', language));
    const icons = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(icons).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(localizePath('/manifest.webmanifest', language));

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      lang: string;
      description: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; type: string; sizes: string }[];
    };
    expect(manifest.lang).toBe(language);
    expect(manifest.name).toBe(localeText(language, 'common', 'brand'));
    expect(manifest.description.replace(/\s/g, ' ')).toBe(localeText(language, 'home', 'meta.description').replace(/\s/g, ' '));
    expect(manifest.start_url).toBe(localizePath('/', language));
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        const body = await file.body();
        expect(body.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
        const { width, height } = pngSize(body);
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
  });
}

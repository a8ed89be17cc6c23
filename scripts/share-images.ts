/**
 * The share card of each language (og:image, 1200x630): public/images/share-<language>.png, so a
 * Czech page shared on a social network shows Czech. The words are the home page's `meta.card` in
 * public/locales; the brand and the address come from the site. Rendered by Chromium like the
 * favicons (scripts/icons.ts); the outputs are committed: run `npx tsx scripts/share-images.ts`
 * after changing the card's copy.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/chromium.ts';
import { chooseBrowser, installedBrowsers, playwrightExecutables } from '../e2e/engines/browsers.ts';
import { site } from '../src/config/site.ts';
import { escapeHtml } from '../src/features/seo/page-head.ts';
import { LANGUAGES } from '../src/i18n/language.ts';
import { typeset } from '../src/i18n/typography.ts';

const PUBLIC = path.resolve(import.meta.dirname, '..', 'public');
const SHARE_SIZE = { width: 1200, height: 630 };

interface ShareCard {
  title: string;
  lead: string;
  andrea: string;
  julie: string;
  david: string;
}

/** The card as one HTML page, its text typeset for the language (Czech: no one-letter word ends a line). */
function shareCardHtml(card: ShareCard, language: string, logoSvg: string): string {
  const text = (value: string) => escapeHtml(typeset(value, language));
  const employee = (name: string, role: string) => `<li><b>${name}</b><span>${text(role)}</span></li>`;
  const address = new URL(site.url).host.replace(/^www\./, '');
  return `<!doctype html><html lang="${language}"><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0}
body{width:1200px;height:630px;padding:72px 70px 48px 80px;display:flex;gap:40px;color:#fff;
  font-family:'DejaVu Sans',system-ui,sans-serif;background:linear-gradient(135deg,#312e81 0%,#4f46e5 60%,#6366f1 100%)}
main{flex:1;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700}
header svg{width:64px;height:64px}
h1{margin-top:56px;font-size:66px;line-height:1.1;font-weight:800}
p{margin-top:auto;font-size:30px;line-height:1.2;color:#e0e7ff;text-wrap:pretty}
footer{margin-top:48px;font-size:26px;color:#c7d2fe}
ul{list-style:none;padding:80px 0 0;display:flex;flex-direction:column;gap:24px;width:350px;flex:none}
li{padding:22px;border:2px solid #a5b4fc80;border-radius:18px;background:#ffffff1f;display:flex;flex-direction:column;gap:4px}
b{font-size:34px}
span{font-size:22px;color:#e0e7ff}
</style><body><main><header>${logoSvg}${escapeHtml(site.name)}</header><h1>${text(card.title)}</h1>
<p>${text(card.lead)}</p><footer>${escapeHtml(address)}</footer></main>
<ul>${employee('Andrea', card.andrea)}${employee('Julie', card.julie)}${employee('David', card.david)}</ul></body></html>`;
}

async function main() {
  // The logo inverted, as on the brand colour: a white tile, the face in brand indigo.
  const logo = (await readFile(path.join(PUBLIC, 'images', 'logo.svg'), 'utf8')).replace(/#4f46e5|#fff/g, (colour) =>
    colour === '#fff' ? '#4f46e5' : '#fff',
  );
  const { executablePath, channel } = chooseBrowser('chromium', installedBrowsers(playwrightExecutables()));
  const browser = await chromium.launch({ executablePath, channel, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: SHARE_SIZE, deviceScaleFactor: 1 });
    for (const language of LANGUAGES) {
      const home = JSON.parse(await readFile(path.join(PUBLIC, 'locales', language, 'home.json'), 'utf8')) as { meta: { card: ShareCard } };
      await page.setContent(shareCardHtml(home.meta.card, language, logo));
      await writeFile(path.join(PUBLIC, 'images', `share-${language}.png`), await page.screenshot({ type: 'png' }));
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

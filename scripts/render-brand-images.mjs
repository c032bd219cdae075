// Renders the raster brand images that browsers and link previews need (they do not accept SVG) from our own
// SVG art, in the system Chromium: the 1200x630 Open Graph / Twitter card and the app icons for the web app
// manifest. Run after changing client/public/favicon.svg or client/public/images/hero-wide.svg:
//   node scripts/render-brand-images.mjs
// The images are committed, so a normal build needs neither this script nor a browser.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumHelp, findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'client/public');
const fileUrl = (relative) => pathToFileURL(path.join(root, relative)).href;

const fonts = `
  @font-face { font-family: 'Literata'; font-weight: 200 900;
    src: url('${fileUrl('node_modules/@fontsource-variable/literata/files/literata-latin-wght-normal.woff2')}') format('woff2'); }
  @font-face { font-family: 'Inter'; font-weight: 100 900;
    src: url('${fileUrl('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')}') format('woff2'); }
  html, body { margin: 0; }`;

const logoSvg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const socialCard = `<!doctype html><html><head><style>${fonts}
  .card { position: relative; inline-size: 1200px; block-size: 630px; overflow: hidden; color: #fbf3e0;
    background: #15111f url('${fileUrl('client/public/images/hero-wide.svg')}') center 38% / 1200px auto no-repeat; }
  .shade { position: absolute; inset: 0;
    background: linear-gradient(to bottom, rgb(13 10 26 / 0) 35%, rgb(13 10 26 / 0.72) 72%, rgb(13 10 26 / 0.9)); }
  .text { position: absolute; inset-inline: 0; inset-block-end: 64px; text-align: center; }
  h1 { font: 600 88px/1 'Literata', serif; margin: 0; letter-spacing: -0.01em; }
  p { font: 500 34px/1.2 'Inter', sans-serif; margin: 20px 0 0; color: #f0cf86; }
  .traditions { font: 400 22px/1.2 'Inter', sans-serif; color: #e6dccb; margin-top: 14px; letter-spacing: 0.04em; }
</style></head><body><div class="card"><div class="shade"></div><div class="text">
  <h1>Sacred Circle</h1><p>Guiding Wisdom. Eternal Connection</p>
  <div class="traditions">Bible · Qur'an · Torah · Bhagavad Gita · Tripitaka</div>
</div></div></body></html>`;

/** The logo on the dark disc, with room around it so a maskable crop (inner 80%) keeps the whole mark. */
const icon = (size, padding) => `<!doctype html><html><head><style>${fonts}
  body { inline-size: ${size}px; block-size: ${size}px; display: grid; place-items: center; background: #15131b; }
  svg { inline-size: ${size - padding * 2}px; block-size: ${size - padding * 2}px; }
</style></head><body>${logoSvg}</body></html>`;

const outputs = [
  { file: 'social-card.jpg', width: 1200, height: 630, html: socialCard },
  { file: 'apple-touch-icon.png', width: 180, height: 180, html: icon(180, 10) },
  { file: 'icon-192.png', width: 192, height: 192, html: icon(192, 0) },
  { file: 'icon-512.png', width: 512, height: 512, html: icon(512, 0) },
  { file: 'icon-maskable-512.png', width: 512, height: 512, html: icon(512, 56) },
];

const executablePath = findChromium();
if (!executablePath) throw new Error(`No Chromium to render with. ${chromiumHelp}`);
const workDir = mkdtempSync(path.join(tmpdir(), 'brand-images-'));
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const output of outputs) {
    const page = await browser.newPage({ viewport: { width: output.width, height: output.height } });
    // A file:// page may load the file:// fonts and art; an about:blank page (setContent) may not.
    const htmlFile = path.join(workDir, `${output.file}.html`);
    writeFileSync(htmlFile, output.html);
    await page.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(publicDir, output.file),
      ...(output.file.endsWith('.jpg') ? { type: 'jpeg', quality: 90 } : { type: 'png' }),
    });
    await page.close();
    console.log(`wrote client/public/${output.file} (${output.width}x${output.height})`);
  }
} finally {
  await browser.close();
  rmSync(workDir, { recursive: true, force: true });
}

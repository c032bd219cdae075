import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/*
 * The card draws with the same self-hosted fonts the client reads with (@fontsource woff2 files, installed from
 * npm): nothing is fetched at run time and no corpus file is copied. Each subset file is its own family, and the
 * canvas falls back along a family list, so a verse mixing scripts still finds every glyph.
 */
const require = createRequire(import.meta.url);

/** An installed @fontsource package's folder (its exports only name CSS files, so resolve that and step up). */
function packageDir(name: string): string {
  return path.dirname(require.resolve(name));
}

const fontFiles: { family: string; pkg: string; file: string }[] = [
  { family: 'Card Literata', pkg: '@fontsource-variable/literata', file: 'literata-latin-wght-normal.woff2' },
  {
    family: 'Card Literata Ext',
    pkg: '@fontsource-variable/literata',
    file: 'literata-latin-ext-wght-normal.woff2',
  },
  { family: 'Card Inter', pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
  { family: 'Card Inter Ext', pkg: '@fontsource-variable/inter', file: 'inter-latin-ext-wght-normal.woff2' },
  { family: 'Card Amiri', pkg: '@fontsource/amiri', file: 'amiri-arabic-400-normal.woff2' },
  {
    family: 'Card Hebrew',
    pkg: '@fontsource-variable/noto-serif-hebrew',
    file: 'noto-serif-hebrew-hebrew-wght-normal.woff2',
  },
  {
    family: 'Card Devanagari',
    pkg: '@fontsource-variable/noto-sans-devanagari',
    file: 'noto-sans-devanagari-devanagari-wght-normal.woff2',
  },
];

let registered = false;

/** Registers the card's fonts once per process; throws when a font package is missing (a broken install). */
export function registerCardFonts(): void {
  if (registered) return;
  for (const { family, pkg, file } of fontFiles) {
    const fontPath = path.join(packageDir(pkg), 'files', file);
    if (!GlobalFonts.registerFromPath(fontPath, family)) {
      throw new Error(`The share card font ${fontPath} could not be loaded`);
    }
  }
  registered = true;
}

const latin = "'Card Literata', 'Card Literata Ext'";
const fallbacks = "'Card Inter', 'Card Inter Ext', 'Card Amiri', 'Card Hebrew', 'Card Devanagari'";

/** The verse's font family list by its language, as the reader picks them (scripture-text.tsx). */
export function verseFamilies(language: string): string {
  const base = language.split('-')[0]!.toLowerCase();
  const romanised = /-latn$/i.test(language);
  if (!romanised && base === 'ar') return `'Card Amiri', ${latin}, ${fallbacks}`;
  if (!romanised && base === 'he') return `'Card Hebrew', ${latin}, ${fallbacks}`;
  if (!romanised && (base === 'sa' || base === 'hi')) return `'Card Devanagari', ${latin}, ${fallbacks}`;
  return `${latin}, ${fallbacks}`;
}

/** Scripts with vowel marks above and below need more line height than Latin. */
export function lineHeightOf(language: string): number {
  const base = language.split('-')[0]!.toLowerCase();
  if (/-latn$/i.test(language)) return 1.4;
  return base === 'ar' ? 1.9 : base === 'he' ? 1.7 : base === 'sa' || base === 'hi' ? 1.6 : 1.4;
}

/** Arabic and Hebrew with their vowel marks read small beside Latin at the same size (as in the reader). */
export function scriptScaleOf(language: string): number {
  if (/-latn$/i.test(language)) return 1;
  const base = language.split('-')[0]!.toLowerCase();
  return base === 'ar' ? 1.3 : base === 'he' ? 1.15 : 1;
}

export const serifFamilies = `${latin}, ${fallbacks}`;
export const sansFamilies = "'Card Inter', 'Card Inter Ext', 'Card Literata Ext'";

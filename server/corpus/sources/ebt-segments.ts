/**
 * Turns bilara's segmented JSON (one key per segment, 'mn1:3.2', the same key in the Pali root and in Sujato's
 * translation) into readable verses: a verse is a segment, and a segment whose English is empty (Sujato merged
 * its line into a neighbour) joins the verse before it, Pali included, so both languages keep the same numbering.
 */
import { cleanText } from '../payload';
import { stripMarkup, tidyStrayPunctuation } from './text/markup';

export type Segments = Record<string, string>;

export type TextUnit = {
  /** SuttaCentral's text id: 'mn1', 'sn12.72-81', 'dhp5'. */
  id: string;
  englishTitle?: string;
  paliTitle?: string;
  verses: { english: string; pali: string; segment: string }[];
};

/** The text id of a segment key: 'an1.2:1.1' → 'an1.2'. */
export function textIdOf(key: string): string {
  return key.slice(0, key.indexOf(':'));
}

/** Headers ('mn1:0.1' collection line, '0.2' title) are titles, not text. */
function isHeader(key: string): boolean {
  const segment = key.slice(key.indexOf(':') + 1);
  return segment === '0' || segment.startsWith('0.');
}

/** AN's number-only sub-headings ('306 ', '297–305 ') carry no text of their own. */
function isNumberHeading(text: string): boolean {
  return /^[\d\s–-]+$/.test(text);
}

/** Numeric parts of a text id for canonical order: 'sn12.72-81' → [12, 72, 81]. */
export function textIdOrder(id: string): number[] {
  return (id.match(/\d+/g) ?? []).map(Number);
}

export function compareTextIds(a: string, b: string): number {
  const left = textIdOrder(a);
  const right = textIdOrder(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? -1) - (right[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** '1. Pairs ' → 'Pairs'; 'Analysis ' → 'Analysis'. */
export function cleanTitle(title: string | undefined): string | undefined {
  const clean = title
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/^\d+(\.\d+)*\.\s+/, '');
  return clean || undefined;
}

/** Keys of both files in reading order: the root's order, with translation-only keys after their predecessor. */
function mergedKeys(english: Segments, pali: Segments): string[] {
  const keys = Object.keys(pali);
  const known = new Set(keys);
  let previous: string | undefined;
  for (const key of Object.keys(english)) {
    if (!known.has(key)) {
      const at = previous === undefined ? 0 : keys.indexOf(previous) + 1;
      keys.splice(at, 0, key);
      known.add(key);
    }
    previous = key;
  }
  return keys;
}

/** Splits one file pair (which may hold several text ids, as AN and SN range files do) into text units. */
export function textUnits(english: Segments, pali: Segments, lineJoiner = ' '): TextUnit[] {
  const units = new Map<
    string,
    TextUnit & { open?: { english: string[]; pali: string[]; segment: string } }
  >();
  const headers = new Map<string, { english: string[]; pali: string[] }>();
  for (const key of mergedKeys(english, pali)) {
    const id = textIdOf(key);
    // Sujato's segments carry markup: '<j>' where a verse line is joined, '<em>', a link to SuttaCentral.
    const englishText = tidyStrayPunctuation(cleanText(stripMarkup(english[key] ?? '')));
    const paliText = cleanText(stripMarkup(pali[key] ?? ''));
    if (isHeader(key)) {
      const header = headers.get(id) ?? { english: [], pali: [] };
      headers.set(id, header);
      if (englishText) header.english.push(englishText);
      if (paliText) header.pali.push(paliText);
      continue;
    }
    if (isNumberHeading(englishText) && (paliText === '' || isNumberHeading(paliText))) continue;
    const unit = units.get(id) ?? { id, verses: [] };
    units.set(id, unit);
    const open = unit.open;
    if (englishText && !(open && open.english.length === 0)) {
      const verse = { english: [englishText], pali: paliText ? [paliText] : [], segment: key };
      if (open) unit.verses.push(close(open, lineJoiner));
      unit.open = verse;
    } else if (open) {
      if (englishText) open.english.push(englishText);
      if (paliText) open.pali.push(paliText);
    } else {
      unit.open = {
        english: englishText ? [englishText] : [],
        pali: paliText ? [paliText] : [],
        segment: key,
      };
    }
  }
  return [...units.values()].map(({ open, ...unit }) => {
    if (open) unit.verses.push(close(open, lineJoiner));
    const header = headers.get(unit.id);
    // The first header line names the collection ('Middle Discourses 1'); the last names the text itself.
    return {
      ...unit,
      englishTitle: header && header.english.length > 1 ? cleanTitle(header.english.at(-1)) : undefined,
      paliTitle: header && header.pali.length > 1 ? cleanTitle(header.pali.at(-1)) : undefined,
    };
  });
}

function close(open: { english: string[]; pali: string[]; segment: string }, joiner: string) {
  return { english: open.english.join(joiner), pali: open.pali.join(joiner), segment: open.segment };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { projectRoot } from '../../lib/project-root';
import {
  lineHeightOf,
  registerCardFonts,
  sansFamilies,
  scriptScaleOf,
  serifFamilies,
  verseFamilies,
} from './card-fonts';

export const CARD_SIZE = 1080;

export type CardVerse = {
  text: string;
  /** 'John 3:16' */
  reference: string;
  translationName: string;
  /** BCP 47 of the text ('en', 'ar', 'he', 'sa', 'sa-Latn'). */
  language: string;
  direction: 'ltr' | 'rtl';
};

const colors = {
  backgroundTop: '#221b35',
  backgroundBottom: '#13101c',
  frame: 'rgba(226, 184, 102, 0.55)',
  verse: '#fbf3e0',
  reference: '#f0cf86',
  translation: '#d9cfbd',
  mark: '#e2b866',
};

// The verse box: between the frame's top and the divider above the reference.
const textBox = { left: 110, width: 860, top: 130, bottom: 760 };
const maxVerseSize = 64;
const minVerseSize = 28;
const ellipsis = '…';

/** The brand mark (client/public/favicon.svg), loaded once. */
let markImage: Promise<Image> | undefined;
function brandMark(): Promise<Image> {
  markImage ??= loadImage(readFileSync(path.join(projectRoot, 'client', 'public', 'favicon.svg')));
  return markImage;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Greedy line breaking on spaces, measured as whole lines so shaped scripts measure as they draw. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (ctx.measureText(candidate).width <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A single word wider than the box (a long compound) is broken between graphemes.
      while (ctx.measureText(line).width > width) {
        let head = '';
        for (const { segment } of graphemes.segment(line)) {
          if (head && ctx.measureText(head + segment).width > width) break;
          head += segment;
        }
        lines.push(head);
        line = line.slice(head.length);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Drops words from the end of the line until it and an ellipsis fit. */
function withEllipsis(ctx: SKRSContext2D, line: string, width: number): string {
  const words = line.split(' ');
  while (words.length > 1 && ctx.measureText(`${words.join(' ')}${ellipsis}`).width > width) words.pop();
  return `${words.join(' ')}${ellipsis}`;
}

type VerseLayout = { size: number; lineHeight: number; lines: string[]; truncated: boolean };

/** The largest size at which the verse fits the box; at the smallest size a verse still too long is cut with '…'. */
export function layoutVerse(ctx: SKRSContext2D, verse: Pick<CardVerse, 'text' | 'language'>): VerseLayout {
  const families = verseFamilies(verse.language);
  const height = textBox.bottom - textBox.top;
  const lineFactor = lineHeightOf(verse.language);
  const largest = Math.round(maxVerseSize * scriptScaleOf(verse.language));
  const attempt = (size: number): VerseLayout | undefined => {
    ctx.font = `${size}px ${families}`;
    const lines = wrap(ctx, verse.text, textBox.width);
    const lineHeight = size * lineFactor;
    return lines.length * lineHeight <= height ? { size, lineHeight, lines, truncated: false } : undefined;
  };
  // A smaller size never needs more height, so the largest fitting size (in steps of 2) is a binary search:
  // a long hadith is laid out about 5 times instead of 20.
  let fitting: VerseLayout | undefined;
  let low = 0;
  let high = Math.floor((largest - minVerseSize) / 2);
  while (low <= high) {
    const middle = (low + high) >> 1;
    const layout = attempt(minVerseSize + middle * 2);
    if (layout) {
      fitting = layout;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (fitting) return fitting;
  ctx.font = `${minVerseSize}px ${families}`;
  const lineHeight = minVerseSize * lineFactor;
  const lines = wrap(ctx, verse.text, textBox.width).slice(0, Math.floor(height / lineHeight));
  lines[lines.length - 1] = withEllipsis(ctx, lines[lines.length - 1]!, textBox.width);
  return { size: minVerseSize, lineHeight, lines, truncated: true };
}

/** Sets the largest font (down to `min`) at which `text` fits `width`. */
function fitFont(ctx: SKRSContext2D, text: string, style: string, size: number, min: number, width: number) {
  let current = size;
  ctx.font = `${style} ${current}px ${serifFamilies}`;
  while (current > min && ctx.measureText(text).width > width) {
    current -= 2;
    ctx.font = `${style} ${current}px ${serifFamilies}`;
  }
}

function drawBackground(ctx: SKRSContext2D) {
  const gradient = ctx.createLinearGradient(0, 0, 0, CARD_SIZE);
  gradient.addColorStop(0, colors.backgroundTop);
  gradient.addColorStop(1, colors.backgroundBottom);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CARD_SIZE, CARD_SIZE);
  ctx.strokeStyle = colors.frame;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(40, 40, CARD_SIZE - 80, CARD_SIZE - 80, 32);
  ctx.stroke();
}

/** Our mark at the foot of the card: the logo and the name, centred together. */
function drawMark(ctx: SKRSContext2D, mark: Image) {
  const markSize = 64;
  const gap = 18;
  const centreY = 960;
  ctx.font = `600 34px ${serifFamilies}`;
  ctx.direction = 'ltr';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const name = 'Sacred Circle';
  const total = markSize + gap + ctx.measureText(name).width;
  const left = (CARD_SIZE - total) / 2;
  ctx.drawImage(mark, left, centreY - markSize / 2, markSize, markSize);
  ctx.fillStyle = colors.mark;
  ctx.fillText(name, left + markSize + gap, centreY + 2);
}

/** The 1080×1080 PNG share card: the verse (wrapped, shrunk or cut to fit), its reference, translation and our mark. */
export async function renderVerseCard(verse: CardVerse): Promise<Buffer> {
  registerCardFonts();
  const mark = await brandMark();
  const canvas = createCanvas(CARD_SIZE, CARD_SIZE);
  const ctx = canvas.getContext('2d');
  drawBackground(ctx);

  const layout = layoutVerse(ctx, verse);
  ctx.font = `${layout.size}px ${verseFamilies(verse.language)}`;
  ctx.fillStyle = colors.verse;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.direction = verse.direction;
  const blockHeight = layout.lines.length * layout.lineHeight;
  const firstLineY = textBox.top + (textBox.bottom - textBox.top - blockHeight) / 2 + layout.lineHeight / 2;
  layout.lines.forEach((line, index) => {
    ctx.fillText(line, CARD_SIZE / 2, firstLineY + index * layout.lineHeight);
  });

  ctx.direction = 'ltr';
  ctx.strokeStyle = colors.frame;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(CARD_SIZE / 2 - 60, 790);
  ctx.lineTo(CARD_SIZE / 2 + 60, 790);
  ctx.stroke();

  ctx.fillStyle = colors.reference;
  fitFont(ctx, verse.reference, '600', 44, 28, textBox.width);
  ctx.fillText(verse.reference, CARD_SIZE / 2, 835);
  ctx.fillStyle = colors.translation;
  ctx.font = `28px ${sansFamilies}`;
  ctx.fillText(verse.translationName, CARD_SIZE / 2, 882, textBox.width);

  drawMark(ctx, mark);
  return canvas.encode('png');
}

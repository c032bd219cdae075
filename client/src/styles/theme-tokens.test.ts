// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/* WCAG 2.x contrast of the colour tokens in globals.css, for every theme. */

const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8');

function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`globals.css has no "${selector}" block`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const THEMES = {
  light: "[data-theme='light']",
  dark: "[data-theme='dark']",
  sepia: "[data-theme='sepia']",
  'dark (OS default, before a choice)': ':root:not([data-theme])',
};

const TEXT_PAIRS = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['primary', 'background'],
  ['gold', 'background'],
  ['destructive', 'background'],
] as const;

describe.each(Object.entries(THEMES))('the %s theme', (_name, selector) => {
  const tokens = tokensOf(selector);

  it.each(TEXT_PAIRS)('%s on %s is at least 4.5:1 (AA text)', (text, surface) => {
    expect(contrast(tokens[text]!, tokens[surface]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws input borders and the focus ring at least 3:1 against the page (AA non-text)', () => {
    expect(contrast(tokens.input!, tokens.background!)).toBeGreaterThanOrEqual(3);
    expect(contrast(tokens.ring!, tokens.background!)).toBeGreaterThanOrEqual(3);
  });
});

it('the OS-dark fallback carries exactly the dark theme tokens', () => {
  expect(tokensOf(':root:not([data-theme])')).toEqual(tokensOf("[data-theme='dark']"));
});

it('the light theme is also the default on :root', () => {
  expect(css).toMatch(/:root,\s*\[data-theme='light'\] \{/);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SplashScreen } from './splash-screen';

// index.html carries the splash's opening frame as static HTML (the first paint then needs no script; see
// bench/README.md). It must look exactly like what React renders in its place.
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const staticRoot = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root')!;
const staticSplash = staticRoot.querySelector(':scope > div')!;

const classes = (element: Element, ignore: RegExp = /^$/) =>
  [...element.classList].filter((name) => !ignore.test(name)).sort();
const normalisedSvg = (svg: Element) => {
  const copy = svg.cloneNode(true) as Element;
  copy.removeAttribute('class');
  return copy.outerHTML.replace(/>\s+</g, '><');
};

/** An element's tag, attributes (in any order) and children, to compare markup written by hand with React's. */
const elementShape = (element: Element): string => {
  const attributes = [...element.attributes].map(({ name, value }) => `${name}="${value}"`).sort();
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${[...element.children].map(elementShape).join('')}`;
};

describe('the static splash in index.html', () => {
  it('matches the live splash: container, logo and message', () => {
    render(<SplashScreen />);
    const live = screen.getByTestId('splash-screen');

    expect(classes(staticSplash)).toEqual(classes(live));
    // The night colours of the landing hero, whatever the reader's theme.
    expect(staticSplash.getAttribute('data-theme')).toBe('dark');
    expect(live.getAttribute('data-theme')).toBe('dark');
    // The hero's dusk sky behind it, the same element in both (drawn by CSS: no image to wait for).
    const [staticSky, liveSky] = [staticSplash.firstElementChild!, live.firstElementChild!];
    expect(classes(staticSky)).toContain('splash-sky');
    expect(elementShape(staticSky)).toBe(elementShape(liveSky));
    const [staticLogo, liveLogo] = [staticSplash.querySelector('svg')!, live.querySelector('svg')!];
    // The static logo does not spin: the spin starts with the live splash, as the splash's timings count from it.
    expect(classes(staticLogo)).toEqual(classes(liveLogo, /^animate-/));
    expect(normalisedSvg(staticLogo)).toBe(normalisedSvg(liveLogo));
    // The box the logo sits in (with the pulse's glow behind it later): the same, so the layout is too.
    expect(classes(staticLogo.parentElement!)).toEqual(classes(liveLogo.parentElement!));
    const [staticText, liveText] = [staticSplash.querySelector('p')!, live.querySelector('p')!];
    // HTML collapses the whitespace a formatter puts around the words.
    const shownText = staticText.textContent?.replace(/\s+/g, ' ').trim();
    expect(shownText).toBe('Guiding You Through Sacred Wisdom');
    expect(shownText).toBe(liveText.textContent);
    expect(classes(staticText)).toEqual(classes(liveText));
  });

  it('is the only content of #root, so React replaces it whole', () => {
    expect(staticRoot.children).toHaveLength(1);
  });
});

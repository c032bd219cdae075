import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SESSION_OPENED_KEY, shouldShowSplash } from './splash-decision';

// The static first frame is shown or hidden by client/public/splash-gate.js before the app has loaded; the app
// then decides with splash-decision.ts. Where the two disagreed, a reader would see the splash flash and vanish,
// or a blank screen where the splash should be.
const gateScript = readFileSync(path.resolve(import.meta.dirname, '../../../public/splash-gate.js'), 'utf8');
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

/** Runs the gate script as a browser would, with this location and session, and returns what it set on <html>. */
function runGate(pathname: string, hash: string, opened: string | null | 'unreadable'): string | null {
  let attribute: string | null = null;
  runInNewContext(gateScript, {
    location: { pathname, hash },
    sessionStorage: {
      getItem: (key: string) => {
        if (opened === 'unreadable') throw new Error('SecurityError');
        return key === SESSION_OPENED_KEY ? opened : null;
      },
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          if (name === 'data-splash') attribute = value;
        },
      },
    },
  });
  return attribute;
}

describe('the splash gate script (static first frame)', () => {
  it.each([
    ['/', '', null],
    ['/', '', '1'],
    ['/', '', 'unreadable'],
    ['/', '#faq', null],
    ['/dashboard', '', null],
    ['/auth', '', null],
    ['/profile', '', '1'],
    ['/v/christianity/kjv/John/3/16', '', null],
  ] as const)('agrees with the app on %s%s (session mark: %s)', (pathname, hash, opened) => {
    const app = shouldShowSplash({
      pathname,
      hash,
      openedEarlier: opened === 'unreadable' ? undefined : opened !== null,
    });
    expect(runGate(pathname, hash, opened)).toBe(app ? 'show' : 'skip');
  });

  it('runs from <head>, before the body with the static frame is parsed', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/splash-gate\.js"><\/script>/);
  });
});

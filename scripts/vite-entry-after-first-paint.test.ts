import { describe, expect, it } from 'vitest';
import { moveEntryAfterFirstPaint } from './vite-entry-after-first-paint.mjs';

// The head as Vite 8 writes it for a build: the entry module script, then one modulepreload link per chunk.
const built = `<head>
    <script defer src="/zod-jitless.js"></script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Xy9.js">
    <link rel="modulepreload" crossorigin href="/assets/clsx-Q1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Z.css">
  </head>`;

describe('moveEntryAfterFirstPaint', () => {
  it('leaves no script of the app to fetch before the first paint, and hands its URLs to start-app.js', () => {
    const html = moveEntryAfterFirstPaint(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    expect(html).toContain(
      '<script defer src="/start-app.js" data-entry="/assets/index-AbC123.js"' +
        ' data-modulepreload="/assets/react-Xy9.js /assets/clsx-Q1.js"></script>',
    );
    // The stylesheet stays where it was, and the loader runs after zod-jitless.js (deferred scripts keep order).
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Z.css">');
    expect(html.indexOf('/zod-jitless.js')).toBeLessThan(html.indexOf('/start-app.js'));
  });

  it('refuses a page without the entry script rather than build a page that never starts', () => {
    expect(() => moveEntryAfterFirstPaint('<head></head>')).toThrow(/no module entry script/);
  });
});

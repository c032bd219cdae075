import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// index.html's app scripts are added by client/public/start-app.js once the first frame is drawn (the build
// moves them there: scripts/vite-entry-after-first-paint.mjs). If it never added them, the page would stay on
// its static first frame for good.
const loader = readFileSync(path.resolve(import.meta.dirname, '../../../public/start-app.js'), 'utf8');

type Added = { tag: string; rel?: string; type?: string; href?: string; src?: string; crossOrigin?: string };

function runLoader({ visibility = 'visible' as DocumentVisibilityState, entry = '/assets/index-A.js' } = {}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const document = {
    visibilityState: visibility,
    currentScript: { dataset: { entry, modulepreload: '/assets/react-B.js /assets/clsx-C.js' } },
    head: { appendChild: (element: Added) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  return { added, frames, tasks, listeners };
}

describe('start-app.js', () => {
  it('adds the entry module and its modulepreloads only after a frame has been drawn', () => {
    const { added, frames, tasks } = runLoader();
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    tasks.shift()!();
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-B.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/clsx-C.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A.js' },
    ]);
  });

  it('starts at once in a hidden tab, which draws no frames', () => {
    const { added, frames } = runLoader({ visibility: 'hidden' });
    expect(frames).toEqual([]);
    expect(added.map((element) => element.tag)).toEqual(['link', 'link', 'script']);
  });

  it('starts when the tab is hidden before its first frame, and never twice', () => {
    const { added, frames, tasks, listeners } = runLoader();
    listeners.forEach((listener) => listener());
    expect(added).toHaveLength(3);
    frames.shift()!();
    tasks.shift()!();
    expect(added).toHaveLength(3);
  });
});

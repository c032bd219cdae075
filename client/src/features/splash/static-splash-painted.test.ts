// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPLASH_FONT, whenStaticSplashPainted } from './static-splash-painted';

/** A page whose font load, frames and tasks the test releases one by one. */
function fakePage(visibilityState: DocumentVisibilityState = 'visible') {
  let releaseFont: () => void = () => undefined;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const requestedFonts: string[] = [];
  const page = {
    visibilityState,
    fonts: {
      load: (font: string) => {
        requestedFonts.push(font);
        return new Promise<unknown>((resolve) => {
          releaseFont = () => resolve([]);
        });
      },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  };
  return { page, frames, tasks, requestedFonts, releaseFont: () => releaseFont() };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenStaticSplashPainted', () => {
  it('waits for the splash font, then for a frame drawn with it', async () => {
    const fake = fakePage();
    let done = false;
    void whenStaticSplashPainted(fake.page).then(() => {
      done = true;
    });
    expect(fake.requestedFonts).toEqual([SPLASH_FONT]);
    await settled();
    expect(fake.frames).toHaveLength(0);
    fake.releaseFont();
    await settled();
    expect(fake.frames).toHaveLength(1);
    fake.frames.shift()!();
    await settled();
    expect(done).toBe(false);
    fake.tasks.shift()!();
    await settled();
    expect(done).toBe(true);
  });

  it('does not wait for a frame in a hidden tab (none comes until it is shown)', async () => {
    const fake = fakePage('hidden');
    const painted = whenStaticSplashPainted(fake.page);
    fake.releaseFont();
    await expect(painted).resolves.toBeUndefined();
    expect(fake.frames).toHaveLength(0);
  });

  it('goes on without the font when it fails to load (the line then shows in a fallback face)', async () => {
    const fake = fakePage('hidden');
    fake.page.fonts.load = () => Promise.reject(new Error('network'));
    await expect(whenStaticSplashPainted(fake.page)).resolves.toBeUndefined();
  });
});

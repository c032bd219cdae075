import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSE_DWELL_MS } from './verse-dwell-machine';
import { isOnScreen, useVersesReadOnScreen } from './use-verses-read-on-screen';

/** jsdom lays nothing out: the test says what the browser's observer would report. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const view = { height: 800 } as DOMRectReadOnly;

function report(verse: number, ratio: number, height = 100) {
  const observer = FakeObserver.current!;
  const target = observer.observed.find((element) => element.getAttribute('data-verse') === String(verse))!;
  const entry = {
    target,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: height * ratio } as DOMRectReadOnly,
    rootBounds: view,
  } as IntersectionObserverEntry;
  act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
}

function Chapter({ chapter, onRead }: { chapter: number; onRead: (verse: number) => void }) {
  const ref = useRef<HTMLElement>(null);
  const verses = [1, 2, 3];
  useVersesReadOnScreen(ref, `christianity/John/${chapter}`, `${chapter}`, onRead);
  return (
    <section ref={ref}>
      {verses.map((verse) => (
        <article key={verse} data-verse={verse} aria-label={`John ${chapter}:${verse}`} />
      ))}
    </section>
  );
}

describe('verses read on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts the verses that stayed half in view for the dwell time, once each', () => {
    const onRead = vi.fn();
    render(<Chapter chapter={3} onRead={onRead} />);
    report(1, 1);
    report(2, 0.6);
    report(3, 0.2);
    act(() => vi.advanceTimersByTime(VERSE_DWELL_MS));
    expect(onRead.mock.calls).toEqual([[1], [2]]);

    // Scrolled away and back: no second count.
    report(1, 0);
    report(1, 1);
    act(() => vi.advanceTimersByTime(VERSE_DWELL_MS));
    expect(onRead).toHaveBeenCalledTimes(2);
  });

  it('does not count a verse scrolled past before the time is up', () => {
    const onRead = vi.fn();
    render(<Chapter chapter={3} onRead={onRead} />);
    report(1, 1);
    act(() => vi.advanceTimersByTime(VERSE_DWELL_MS - 1));
    report(1, 0);
    act(() => vi.advanceTimersByTime(VERSE_DWELL_MS));
    expect(onRead).not.toHaveBeenCalled();
  });

  it('starts again with the next chapter', () => {
    const onRead = vi.fn();
    const { rerender } = render(<Chapter chapter={3} onRead={onRead} />);
    report(1, 1);
    act(() => vi.advanceTimersByTime(VERSE_DWELL_MS));
    rerender(<Chapter chapter={4} onRead={onRead} />);
    report(1, 1);
    act(() => vi.advanceTimersByTime(VERSE_DWELL_MS));
    expect(onRead.mock.calls).toEqual([[1], [1]]);
  });
});

describe('isOnScreen', () => {
  const entry = (ratio: number, visibleHeight: number) => ({
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    rootBounds: view,
  });

  it('needs half of a card, or half of the view for a card too long to show half of', () => {
    expect(isOnScreen(entry(0.5, 50))).toBe(true);
    expect(isOnScreen(entry(0.49, 49))).toBe(false);
    expect(isOnScreen(entry(0.3, 400))).toBe(true);
    expect(isOnScreen(entry(0, 0))).toBe(false);
  });
});

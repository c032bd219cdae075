// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { panelWidths, swipeDirection } from './panel-layout';

const total = (widths: ReturnType<typeof panelWidths>) =>
  Object.values(widths).reduce((sum, width) => sum + Number.parseFloat(width), 0);

describe('panelWidths', () => {
  it('shares the row three ways with both side panels open', () => {
    expect(panelWidths(true, true)).toEqual({ navigation: '22%', reader: '48%', chat: '30%' });
  });

  it('gives a lone side panel more room than it has beside the other', () => {
    expect(Number.parseFloat(panelWidths(true, false).navigation)).toBeGreaterThan(
      Number.parseFloat(panelWidths(true, true).navigation),
    );
    expect(Number.parseFloat(panelWidths(false, true).chat)).toBeGreaterThan(
      Number.parseFloat(panelWidths(true, true).chat),
    );
  });

  it('gives the reader the whole row when both panels are closed, and always the largest part', () => {
    expect(panelWidths(false, false)).toEqual({ navigation: '0%', reader: '100%', chat: '0%' });
    for (const [navigation, chat] of [
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ] as const) {
      const widths = panelWidths(navigation, chat);
      expect(total(widths)).toBe(100);
      expect(Number.parseFloat(widths.reader)).toBeGreaterThanOrEqual(
        Math.max(Number.parseFloat(widths.navigation), Number.parseFloat(widths.chat)),
      );
    }
  });
});

describe('swipeDirection', () => {
  it('reads a horizontal move of 10 px or more as a swipe', () => {
    expect(swipeDirection(-10, 0)).toBe('left');
    expect(swipeDirection(42, 8)).toBe('right');
  });

  it('ignores short moves, taps and vertical scrolls', () => {
    expect(swipeDirection(9, 0)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(30, -120)).toBeNull();
  });
});

import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageDrawnContext, useReportPageDrawn } from './app-revealed';

function DrawnPage() {
  useReportPageDrawn();
  return <h1>Guiding Wisdom. Eternal Connection</h1>;
}

describe('useReportPageDrawn', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports the page drawn in the task after its next frame, not before', () => {
    const report = vi.fn();
    render(
      <PageDrawnContext value={report}>
        <DrawnPage />
      </PageDrawnContext>,
    );
    expect(report).not.toHaveBeenCalled();
    // One frame (16 ms on the fake clock) runs the frame callback, which queues the report as a task.
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports at once in a hidden tab, which draws no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const report = vi.fn();
    render(
      <PageDrawnContext value={report}>
        <DrawnPage />
      </PageDrawnContext>,
    );
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports nothing for a page unmounted before its frame', () => {
    const report = vi.fn();
    const { unmount } = render(
      <PageDrawnContext value={report}>
        <DrawnPage />
      </PageDrawnContext>,
    );
    unmount();
    vi.advanceTimersByTime(100);
    expect(report).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyVoiceError, VoiceErrorBoundary } from './voice-error-boundary';

let failure: Error | null = null;
function Microphone() {
  if (failure) throw failure;
  return <p>Microphone ready</p>;
}

afterEach(() => {
  failure = null;
  vi.restoreAllMocks();
});

describe('voice errors', () => {
  it.each([
    [new Error('Failed to execute in DevTools'), 'ignored'],
    [new TypeError('Failed to fetch'), 'non-critical'],
    [new Error('network error while starting'), 'non-critical'],
    [new Error('Speech synthesis failed: interrupted'), 'non-critical'],
    [new TypeError("Cannot read properties of undefined (reading 'start')"), 'critical'],
  ])('classifies %s as %s', (error, kind) => {
    expect(classifyVoiceError(error)).toBe(kind);
  });

  it('shows the Voice System Error panel with details for a crash, and Retry Voice System recovers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failure = new TypeError("Cannot read properties of undefined (reading 'start')");
    render(
      <VoiceErrorBoundary>
        <Microphone />
      </VoiceErrorBoundary>,
    );
    expect(screen.getByText('The voice system encountered an error and needs to be reset.')).toBeTruthy();
    expect(screen.getByText("Cannot read properties of undefined (reading 'start')")).toBeTruthy();
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Retry Voice System' }));
    expect(screen.getByText('Microphone ready')).toBeTruthy();
  });

  it('shows only the text-input banner for a speech error, and nothing for a developer-tools error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failure = new Error('Speech recognition service crashed');
    const first = render(
      <VoiceErrorBoundary>
        <Microphone />
      </VoiceErrorBoundary>,
    );
    expect(screen.getByText('Voice input is unavailable right now. Please use text input.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry Voice System' })).toBeNull();
    first.unmount();

    failure = new Error('Extension error in developer tools');
    const second = render(
      <VoiceErrorBoundary>
        <Microphone />
      </VoiceErrorBoundary>,
    );
    expect(second.container.textContent).toBe('');
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_OFFLINE_NOTICE, OfflineNotice } from '@/lib/offline/offline-notice';
import { OFFLINE_HINT, OfflineIndicator } from './offline-indicator';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the offline indicator', () => {
  it('shows nothing online, the Offline badge when the connection drops, and leaves when it is back', () => {
    render(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    goOffline(true);
    expect(status.textContent).toBe(`Offline: ${OFFLINE_HINT}`);
    expect(screen.getByTitle(OFFLINE_HINT)).toBeTruthy();
    goOffline(false);
    expect(status.textContent).toBe('');
  });

  it('starts offline when the page loads without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toContain('Offline');
  });
});

describe('the offline notice', () => {
  it('is a status with the plain sentence and the id a disabled button points at', () => {
    render(
      <>
        <OfflineNotice id="chat-offline">{CHAT_OFFLINE_NOTICE}</OfflineNotice>
        <button type="button" disabled aria-describedby="chat-offline">
          Send
        </button>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe(CHAT_OFFLINE_NOTICE);
    expect(screen.getByRole('button', { name: 'Send', description: CHAT_OFFLINE_NOTICE })).toBeTruthy();
  });
});

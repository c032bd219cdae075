import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_FALLBACK_LABEL } from '@common/api/chat';
import { ChatMessageView, type ChatMessageProps } from './chat-message';

const handlers: Omit<ChatMessageProps, 'message'> = {
  speakingId: null,
  onSpeak: () => undefined,
  onStop: () => undefined,
  onOpenVerse: () => undefined,
};
const content =
  'Peace be with you. <perspective>Christianity</perspective> Matthew 6:14 speaks of forgiving.';

describe('ChatMessageView', () => {
  it('tells the reader when the offline guide answered because the model could not, even while it streams', () => {
    render(
      <ul>
        <ChatMessageView
          {...handlers}
          message={{
            key: 'a',
            type: 'ai',
            content,
            guide: 'offline',
            offlineFallback: true,
            streaming: true,
          }}
        />
      </ul>,
    );
    expect(screen.getByTestId('offline-fallback').textContent).toBe(OFFLINE_FALLBACK_LABEL);
  });

  it('shows no fallback label on the model’s own answer', () => {
    render(
      <ul>
        <ChatMessageView
          {...handlers}
          message={{ key: 'b', type: 'ai', content, guide: 'openai-compatible' }}
        />
      </ul>,
    );
    expect(screen.queryByTestId('offline-fallback')).toBeNull();
    expect(screen.queryByText(/Offline guide/)).toBeNull();
  });
});

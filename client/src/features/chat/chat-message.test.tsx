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

  it('shows the help lines, as links a phone can dial, under a reply that named suicide or self-harm', () => {
    render(
      <ul>
        <ChatMessageView
          {...handlers}
          message={{
            key: 'c',
            type: 'ai',
            content: 'I am so sorry you are carrying this.',
            supportLines: true,
          }}
        />
      </ul>,
    );
    const lines = screen.getByRole('complementary', { name: 'You do not have to face this alone' });
    expect(lines.textContent).toContain('call your local emergency number');
    expect(screen.getByRole('link', { name: 'call or text 988' }).getAttribute('href')).toBe('tel:988');
    expect(screen.getByRole('link', { name: 'Samaritans, 116 123' }).getAttribute('href')).toBe('tel:116123');
    expect(screen.getByRole('link', { name: 'findahelpline.com' }).getAttribute('href')).toBe(
      'https://findahelpline.com',
    );
  });

  it('shows no help lines under an ordinary answer', () => {
    render(
      <ul>
        <ChatMessageView {...handlers} message={{ key: 'd', type: 'ai', content, guide: 'offline' }} />
      </ul>,
    );
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

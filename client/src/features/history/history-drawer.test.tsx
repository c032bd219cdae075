import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveConversation, type ConversationEntry } from '@common/chat/history';
import { HistoryDrawer } from './history-drawer';
import type { ConversationHistory } from './use-conversation-history';

const context = { religion: 'christianity', book: 'Matthew', chapter: 5 };
const entries = saveConversation(
  saveConversation(
    [],
    {
      sessionId: 'visit-1',
      persona: 'Christian Scholar',
      context,
      messages: [
        { id: '1', type: 'user', content: 'How can I forgive someone who hurt me?' },
        { id: '2', type: 'ai', content: 'Peace I leave with you; my peace I give to you.' },
      ],
    },
    1000,
    () => 'conv-1',
  ),
  {
    sessionId: 'visit-2',
    persona: 'Islamic Scholar',
    context: { religion: 'islam', book: "Qur'an", chapter: 94 },
    messages: [{ id: '9', type: 'user', content: 'Is there ease after hardship?' }],
  },
  2000,
  () => 'conv-2',
);

function renderDrawer(currentSessionId: string) {
  const opened: ConversationEntry[] = [];
  const history: ConversationHistory = {
    entries,
    save: () => undefined,
    toggleBookmark: () => undefined,
    remove: () => undefined,
  };
  render(
    <HistoryDrawer
      open
      onOpenChange={() => undefined}
      history={history}
      currentSessionId={currentSessionId}
      onOpenConversation={(entry) => opened.push(entry)}
    />,
  );
  return opened;
}

describe('HistoryDrawer', () => {
  it('opens a past conversation by a button named after it', () => {
    const opened = renderDrawer('visit-2');
    const drawer = screen.getByRole('dialog', { name: 'History' });
    fireEvent.click(
      within(drawer).getByRole('button', { name: 'Open “How can I forgive someone who hurt me?”' }),
    );
    expect(opened.map((entry) => entry.sessionId)).toEqual(['visit-1']);
  });

  it('marks the conversation the chat shows now instead of offering to open it', () => {
    renderDrawer('visit-2');
    const cards = screen.getAllByTestId('conversation-card');
    const current = cards.find((card) => card.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('Is there ease after hardship?');
    expect(within(current!).getByText('Shown in the chat')).toBeTruthy();
    expect(within(current!).queryByRole('button', { name: /^Open/ })).toBeNull();
  });
});

import { useId } from 'react';
import { Textarea } from '@/components/ui/textarea';

export type ChatPanelProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
};

/**
 * The right panel's place for the AI scholar. Until the chat feature plugs into the dashboard, it holds the
 * message draft that 'send to chat' fills in, so a verse sent from the reader is ready to ask about.
 */
export function ChatDraftPanel({ draft, onDraftChange }: ChatPanelProps) {
  const id = useId();
  return (
    <div className="grid gap-3 p-4">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Your question for the scholar
      </label>
      <Textarea
        id={id}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        rows={6}
        placeholder="Ask about spiritual wisdom, or send a verse here from the reader"
      />
    </div>
  );
}

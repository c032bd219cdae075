import { useId, useState } from 'react';
import { CIRCLE_POST_MAX_LENGTH, CIRCLE_QUESTION_MAX_LENGTH } from '@common/api/circles';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage, moderationBlockOf } from './circles-api';
import { FailureNotice, ModerationNotice } from './moderation-notice';

type Send = (text: string) => Promise<unknown>;

/**
 * A reflection or a reply, or the same words asked of the scholar. What was typed stays until the post is
 * stored: a refused post (the guard, a limit, the network) leaves the text in the field with the reason beside it.
 */
export function PostComposer({
  label,
  postLabel,
  onPost,
  onAsk,
  autoFocus,
}: {
  label: string;
  postLabel: string;
  onPost: Send;
  /** 'Ask the scholar' beside the post button, with the text as the question. */
  onAsk?: Send;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState<'post' | 'ask' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const send = async (how: 'post' | 'ask', action: Send) => {
    const body = text.trim();
    if (!body || sending) return;
    setSending(how);
    setError(null);
    try {
      await action(body);
      setText('');
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(null);
    }
  };
  const blocked = error ? moderationBlockOf(error) : null;
  const tooLongToAsk = text.trim().length > CIRCLE_QUESTION_MAX_LENGTH;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send('post', onPost);
      }}
    >
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <Textarea
        id={`${id}-text`}
        dir="auto"
        rows={3}
        maxLength={CIRCLE_POST_MAX_LENGTH}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      {blocked ? (
        <ModerationNotice block={blocked} />
      ) : error ? (
        <FailureNotice message={failureMessage(error, 'Not posted. Please try again.')} />
      ) : null}
      {sending === 'ask' ? (
        <p role="status" className="text-sm text-muted-foreground">
          The scholar is answering…
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!text.trim() || sending !== null}>
          {postLabel}
        </Button>
        {onAsk ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!text.trim() || tooLongToAsk || sending !== null}
            onClick={() => void send('ask', onAsk)}
          >
            Ask the scholar
          </Button>
        ) : null}
      </div>
    </form>
  );
}

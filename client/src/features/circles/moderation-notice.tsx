import type { ModerationBlock } from '@common/api/chat';

const DEFAULT_MODERATION_TEXT = 'Please share your thoughts respectfully across all religious traditions.';

/** The guard refused what was written: said beside the field, whose text stays for the reader to change. */
export function ModerationNotice({ block }: { block: ModerationBlock }) {
  return (
    <div role="alert" className="grid gap-1 rounded-md border border-destructive/50 p-3 text-sm">
      <p className="font-semibold">🕊️ Message Moderated</p>
      <p>{block.suggestion || DEFAULT_MODERATION_TEXT}</p>
    </div>
  );
}

/** Any other failure, said where it happened. */
export function FailureNotice({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

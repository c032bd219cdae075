import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { FlaggedMessage, FlaggedStatus, ModerationAction } from '@common/api/moderation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useToast } from '@/lib/use-toast';
import { actOnFlagged, fetchFlagged, FLAGGED_QUERY_KEY, flaggedQueryKey } from './moderation-api';

type Status = FlaggedStatus;

const actionLabels: Record<ModerationAction, string> = {
  approve: 'Approve',
  dismiss: 'Dismiss',
  warn: 'Warn',
  ban: 'Ban 7 days',
  unban: 'Unban',
  remove: 'Remove post',
};

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function FlaggedCard({
  item,
  onAct,
  busy,
}: {
  item: FlaggedMessage;
  onAct: (action: ModerationAction) => void;
  busy: boolean;
}) {
  const actions: ModerationAction[] = item.user?.banned
    ? ['approve', 'dismiss', 'warn', 'unban']
    : ['approve', 'dismiss', 'warn', 'ban'];
  // A reported circle post can be taken out of its circle, beside any action on its author.
  if (item.circle && !item.circle.postRemoved) actions.push('remove');
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid="flagged-message">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="destructive">{item.flagReason}</Badge>
        {item.rule ? (
          <span
            className="font-mono text-xs text-muted-foreground"
            title="The guard's rule that blocked this message"
          >
            rule {item.rule}
          </span>
        ) : null}
        {item.aiConfidence !== null ? (
          <span className="text-muted-foreground">{item.aiConfidence}% confidence</span>
        ) : null}
        <span className="text-muted-foreground">{formatDate(item.createdAt)}</span>
        {item.moderationAction ? <Badge variant="secondary">{item.moderationAction}</Badge> : null}
      </div>
      {item.circle ? (
        <p className="text-sm text-muted-foreground">
          Reported in the circle “{item.circle.name}”
          {item.circle.postRemoved ? ' · removed' : item.circle.postHidden ? ' · hidden by its host' : ''}
        </p>
      ) : null}
      <blockquote className="border-s-4 border-destructive/60 ps-3 font-medium">{item.content}</blockquote>
      {item.user ? (
        <p className="text-sm text-muted-foreground">
          {item.user.displayName} · {item.user.moderationWarnings} warning
          {item.user.moderationWarnings === 1 ? '' : 's'}
          {item.user.banned
            ? ` · suspended${item.user.banExpiresAt ? ` until ${formatDate(item.user.banExpiresAt)}` : ' with no end date'}`
            : ''}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">The author’s account no longer exists.</p>
      )}
      {item.context.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer">
            {item.circle ? 'Thread before' : 'Conversation before'} ({item.context.length} messages)
          </summary>
          <ol className="mt-2 grid gap-1">
            {item.context.map((message, index) => (
              <li key={index} className="text-muted-foreground">
                <span className="font-medium">{message.type === 'user' ? 'Reader' : 'Scholar'}:</span>{' '}
                {message.content.replace(/<\/?perspective>/g, '').slice(0, 240)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {item.user ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'ban' ? 'destructive' : 'outline'}
              disabled={busy}
              onClick={() => onAct(action)}
            >
              {actionLabels[action]}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** /moderation: the flagged-message queue for moderators (every action is logged on the server). */
export function ModerationPage() {
  useDocumentTitle('Moderation');
  const [status, setStatus] = useState<Status>('pending');
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const queue = useQuery({
    queryKey: flaggedQueryKey(status),
    queryFn: ({ signal }) => fetchFlagged(status, signal),
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: number; action: ModerationAction }) => actOnFlagged(id, action),
    onSuccess: (result) => {
      toast({
        title: 'Done',
        description: `${result.user.displayName}: ${result.flagged?.moderationAction ?? 'updated'}.`,
      });
      void queryClient.invalidateQueries({ queryKey: FLAGGED_QUERY_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Action Failed',
        description:
          error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : 'Please try again.',
        variant: 'destructive',
      }),
  });

  const forbidden = queue.error instanceof ApiRequestError && queue.error.status === 403;
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 p-4 md:p-8">
      <header className="flex flex-wrap items-center gap-3">
        <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
        <h1 className="flex-1 text-2xl font-semibold">Moderation</h1>
        <Button asChild variant="ghost" size="sm">
          <Link href="/dashboard">Back to the dashboard</Link>
        </Button>
      </header>
      {forbidden ? (
        <p className="rounded-lg border p-6 text-center">Only moderators can open the moderation queue.</p>
      ) : (
        <>
          <Tabs value={status} onValueChange={(value) => setStatus(value as Status)}>
            <TabsList>
              <TabsTrigger value="pending">
                Pending{queue.data ? ` (${queue.data.pendingCount})` : ''}
              </TabsTrigger>
              <TabsTrigger value="reviewed">Reviewed</TabsTrigger>
              <TabsTrigger value="all">All</TabsTrigger>
            </TabsList>
            {/* The selected tab's panel, so its aria-controls points at a real element. */}
            <TabsContent value={status}>
              {queue.isPending ? (
                <p className="text-muted-foreground">Loading the queue…</p>
              ) : queue.isError ? (
                <p className="text-destructive">The queue could not be loaded. Please try again.</p>
              ) : queue.data.items.length === 0 ? (
                <p className="rounded-lg border p-6 text-center text-muted-foreground">
                  No flagged messages here.
                </p>
              ) : (
                <ul className="grid gap-3">
                  {queue.data.items.map((item) => (
                    <FlaggedCard
                      key={item.id}
                      item={item}
                      busy={act.isPending}
                      onAct={(action) => act.mutate({ id: item.id, action })}
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
    </main>
  );
}

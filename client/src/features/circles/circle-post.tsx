import { useId, useRef, useState } from 'react';
import {
  CIRCLE_REPORT_REASON_MAX_LENGTH,
  circleReactions,
  FORMER_MEMBER_LABEL,
  type CircleDetail,
  type CirclePost,
  type CircleReaction,
} from '@common/api/circles';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/lib/use-toast';
import { formatPostTime } from './circle-links';
import { failureMessage } from './circles-api';
import { useCircleMutations, useCirclePosts } from './circles-queries';
import { PostBody } from './post-body';
import { PostComposer } from './post-composer';

const reactionNames: Record<CircleReaction, string> = { '🙏': 'Prayer', '❤️': 'Love', '💡': 'Insight' };

export function authorName(post: CirclePost): string {
  if (post.kind === 'scholar-answer') return 'The scholar';
  return post.author?.displayName ?? FORMER_MEMBER_LABEL;
}

const oldestFirst = (a: CirclePost, b: CirclePost) => a.createdAt.localeCompare(b.createdAt);

/** One post with its reactions, report and hide actions, and for a top-level post its thread of replies. */
export function CirclePostView({
  post,
  circle,
  isReply = false,
}: {
  post: CirclePost;
  circle: CircleDetail;
  isReply?: boolean;
}) {
  const { react, hide, post: send, ask } = useCircleMutations(circle.id);
  const { toast } = useToast();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // The composer leaves once its reply is posted: the focus goes back to the Reply button it came from.
  const replied = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  const replies = useCirclePosts(circle.id, post.id, !isReply && post.replyCount > 0);
  const open = !circle.closedAt;
  const canHide = circle.me.role !== 'member' && !post.removed;
  const mine = post.author?.userId === circle.me.userId;
  const name = authorName(post);
  return (
    <li className="grid gap-2">
      <article
        aria-label={`${name}, ${formatPostTime(post.createdAt)}`}
        className="grid gap-2 rounded-lg border p-3"
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span dir="auto" className="font-medium">
            {name}
          </span>
          {post.kind === 'scholar-question' ? (
            <span className="text-muted-foreground">asked the scholar</span>
          ) : null}
          {post.day ? <span className="text-muted-foreground">· Day {post.day}</span> : null}
          <time dateTime={post.createdAt} className="text-muted-foreground">
            · {formatPostTime(post.createdAt)}
          </time>
          {post.parentRemoved ? (
            <span className="text-muted-foreground">· reply to a removed post</span>
          ) : null}
          {post.hidden && post.body ? (
            <span className="text-muted-foreground">· hidden from members</span>
          ) : null}
        </header>
        <PostBody post={post} />
        {post.removed ? null : (
          <div className="flex flex-wrap items-center gap-1">
            {circleReactions.map((emoji) => {
              const count = post.reactions.find((reaction) => reaction.emoji === emoji);
              return (
                <Button
                  key={emoji}
                  variant={count?.mine ? 'secondary' : 'ghost'}
                  size="sm"
                  title={reactionNames[emoji]}
                  aria-label={`${reactionNames[emoji]} (${count?.count ?? 0})`}
                  aria-pressed={count?.mine ?? false}
                  disabled={!open || react.isPending}
                  onClick={() => react.mutate({ postId: post.id, emoji })}
                >
                  <span aria-hidden="true">{emoji}</span>
                  {count && count.count > 0 ? <span>{count.count}</span> : null}
                </Button>
              );
            })}
            {!isReply && open ? (
              <Button
                ref={replyButton}
                variant="ghost"
                size="sm"
                aria-expanded={replying}
                onClick={() => setReplying(!replying)}
              >
                Reply
              </Button>
            ) : null}
            {!mine && post.author ? <ReportButton circleId={circle.id} post={post} /> : null}
            {canHide ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={hide.isPending}
                onClick={() =>
                  hide.mutate(
                    { postId: post.id, hidden: !post.hidden },
                    {
                      onError: (error) =>
                        toast({
                          title: 'Not changed',
                          description: failureMessage(error, 'Please try again.'),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {post.hidden ? 'Show again' : 'Hide'}
              </Button>
            ) : null}
          </div>
        )}
      </article>
      {!isReply && (replies.data?.posts.length || replying) ? (
        <div className="grid gap-2 border-s-2 ps-3 sm:ps-6">
          {replies.data?.posts.length ? (
            <ul className="grid gap-2" aria-label={`Replies to ${name}`}>
              {[...replies.data.posts].sort(oldestFirst).map((reply) => (
                <CirclePostView key={reply.id} post={reply} circle={circle} isReply />
              ))}
            </ul>
          ) : null}
          {replying && open ? (
            <PostComposer
              label={`Reply to ${name}`}
              postLabel="Post reply"
              autoFocus
              onPost={async (body) => {
                await send.mutateAsync({ body, parentId: post.id });
                replied();
              }}
              onAsk={async (question) => {
                await ask.mutateAsync({ question, parentId: post.id });
                replied();
              }}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function ReportButton({ circleId, post }: { circleId: string; post: CirclePost }) {
  const id = useId();
  const { report } = useCircleMutations(circleId);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm">
          Report
        </Button>
      </PopoverTrigger>
      <PopoverContent className="grid gap-2">
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            report.mutate(
              { postId: post.id, reason: reason.trim() },
              {
                onSuccess: (answer) => {
                  setOpen(false);
                  setReason('');
                  toast({ title: 'Reported', description: answer.message });
                },
                onError: (error) =>
                  toast({
                    title: 'Not reported',
                    description: failureMessage(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              },
            );
          }}
        >
          <Label htmlFor={`${id}-reason`}>Why should a moderator look at this post?</Label>
          <Textarea
            id={`${id}-reason`}
            dir="auto"
            rows={3}
            maxLength={CIRCLE_REPORT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!reason.trim() || report.isPending}>
            Send report
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

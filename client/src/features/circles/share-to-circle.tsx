import { useMutation } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CIRCLE_POST_MAX_LENGTH } from '@common/api/circles';
import type { ScriptureRef } from '@common/scripture/scripture-ref';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/lib/use-toast';
import { useAuth } from '@/lib/use-auth';
import { circleHref } from './circle-links';
import { createPost, failureMessage, moderationBlockOf } from './circles-api';
import { useMyCircles } from './circles-queries';
import { FailureNotice, ModerationNotice } from './moderation-notice';

export type ShareToCircleProps = ScriptureRef & { verse: number; reference: string };

/**
 * 'Share to a circle' among a verse card's actions: a reflection on this verse, posted to one of the reader's
 * open circles. Shown only to a reader who is in one.
 */
export function ShareToCircle({ reference, ...ref }: ShareToCircleProps) {
  const { isAuthenticated } = useAuth();
  const { data: circles } = useMyCircles();
  const open = (circles ?? []).filter((circle) => !circle.closedAt);
  const [shown, setShown] = useState(false);
  if (!isAuthenticated || open.length === 0) return null;
  return (
    <Dialog open={shown} onOpenChange={setShown}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Share ${reference} to a circle`}
          title="Share to a circle"
        >
          <Users aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share to a circle</DialogTitle>
          <DialogDescription>
            A reflection on {reference}, for the members of one of your circles.
          </DialogDescription>
        </DialogHeader>
        <ShareForm scriptureRef={ref} circles={open} onDone={() => setShown(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({
  scriptureRef,
  circles,
  onDone,
}: {
  scriptureRef: ScriptureRef;
  circles: { id: string; name: string }[];
  onDone: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const [circleId, setCircleId] = useState(circles[0]!.id);
  const [text, setText] = useState('');
  const share = useMutation({
    mutationFn: () => createPost(circleId, { body: text.trim(), reference: scriptureRef }),
    onSuccess: () => {
      const circle = circles.find((item) => item.id === circleId);
      onDone();
      toast({
        title: 'Shared',
        description: (
          <Link href={circleHref(circleId)} className="underline">
            Open {circle?.name ?? 'the circle'}
          </Link>
        ),
      });
    },
  });
  const blocked = moderationBlockOf(share.error);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) share.mutate();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-circle`}>Circle</Label>
        <select
          id={`${id}-circle`}
          className="h-10 rounded-md border bg-background px-3 text-sm"
          value={circleId}
          onChange={(event) => setCircleId(event.target.value)}
        >
          {circles.map((circle) => (
            <option key={circle.id} value={circle.id} dir="auto">
              {circle.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Your reflection</Label>
        <Textarea
          id={`${id}-text`}
          dir="auto"
          rows={4}
          maxLength={CIRCLE_POST_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {blocked ? (
        <ModerationNotice block={blocked} />
      ) : share.isError ? (
        <FailureNotice message={failureMessage(share.error, 'Not shared. Please try again.')} />
      ) : null}
      <Button type="submit" className="justify-self-end" disabled={!text.trim() || share.isPending}>
        Share reflection
      </Button>
    </form>
  );
}

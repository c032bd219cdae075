import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import {
  CIRCLE_DESCRIPTION_MAX_LENGTH,
  CIRCLE_NAME_MAX_LENGTH,
  type CircleDetail,
} from '@common/api/circles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/lib/use-toast';
import { failureMessage, moderationBlockOf } from './circles-api';
import { useCircleMutations } from './circles-queries';
import { CircleInvites } from './circle-invites';
import { ConfirmButton } from './confirm-button';
import { FailureNotice, ModerationNotice } from './moderation-notice';

/** What the host and co-hosts keep: the name and description, the invite links; the host alone closes it. */
export function CircleAdmin({ circle }: { circle: CircleDetail }) {
  const { close } = useCircleMutations(circle.id);
  const { toast } = useToast();
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="circle-admin" className="grid gap-4 rounded-lg border bg-card p-4">
      <h2 id="circle-admin" className="text-lg font-semibold">
        Keeping the circle
      </h2>
      <RenameForm circle={circle} />
      <CircleInvites circle={circle} />
      {circle.me.role === 'host' ? (
        <ConfirmButton
          label="Close the circle"
          title="Close this circle?"
          description="Members can still read it, but no one can post or join any more. This cannot be undone."
          confirmLabel="Close the circle"
          variant="destructive"
          disabled={close.isPending}
          onConfirm={() =>
            close.mutate(undefined, {
              onSuccess: () => navigate('/circles'),
              onError: (error) =>
                toast({
                  title: 'Not closed',
                  description: failureMessage(error, 'Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        />
      ) : null}
    </section>
  );
}

function RenameForm({ circle }: { circle: CircleDetail }) {
  const id = useId();
  const { rename } = useCircleMutations(circle.id);
  const [name, setName] = useState(circle.name);
  const [description, setDescription] = useState(circle.description);
  const blocked = moderationBlockOf(rename.error);
  const changed = name.trim() !== circle.name || description.trim() !== circle.description;
  return (
    <form
      className="grid gap-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() && changed) rename.mutate({ name: name.trim(), description: description.trim() });
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Name and description
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Circle name</Label>
        <Input
          id={`${id}-name`}
          dir="auto"
          required
          maxLength={CIRCLE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Circle description</Label>
        <Textarea
          id={`${id}-description`}
          dir="auto"
          rows={2}
          maxLength={CIRCLE_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {blocked ? (
        <ModerationNotice block={blocked} />
      ) : rename.isError ? (
        <FailureNotice message={failureMessage(rename.error, 'Not saved. Please try again.')} />
      ) : rename.isSuccess && !changed ? (
        <p role="status" className="text-sm">
          Saved.
        </p>
      ) : null}
      <Button type="submit" size="sm" className="justify-self-start" disabled={!changed || rename.isPending}>
        Save name and description
      </Button>
    </form>
  );
}

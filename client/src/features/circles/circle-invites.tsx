import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { CircleDetail, CircleInvite } from '@common/api/circles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useToast } from '@/lib/use-toast';
import { formatPostTime } from './circle-links';
import { failureMessage } from './circles-api';
import { useCircleInvites, useCircleMutations } from './circles-queries';

/**
 * Invite links (host and co-hosts): a new link is shown once, with a copy button, since only its hash is kept;
 * the live links are listed with their expiry and can be revoked.
 */
export function CircleInvites({ circle }: { circle: CircleDetail }) {
  const id = useId();
  const { toast } = useToast();
  const { data: invites } = useCircleInvites(circle.id, true);
  const { createInvite, revokeInvite } = useCircleMutations(circle.id);
  const [made, setMade] = useState<CircleInvite | null>(null);
  const full = circle.members.length >= circle.memberLimit;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Send it to the people you want in the circle.' });
    } catch {
      toast({
        title: 'Not copied',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Invite links
      </h3>
      <p className="text-sm text-muted-foreground">
        Anyone with a link can join until it expires or is revoked
        {full ? '; the circle is full, so no one can join now' : ''}.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={createInvite.isPending}
        onClick={() =>
          createInvite.mutate(undefined, {
            onSuccess: setMade,
            onError: (error) =>
              toast({
                title: 'No link made',
                description: failureMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      >
        Create an invite link
      </Button>
      {made ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-link`}>New invite link</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-link`}
              readOnly
              value={made.url}
              dir="ltr"
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outline" onClick={() => void copy(made.url)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Shown only now: copy it before leaving the page.</p>
        </div>
      ) : null}
      {invites && invites.length > 0 ? (
        <ul className="grid gap-2" aria-label="Live invite links">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                Made {formatPostTime(invite.createdAt)}
                {invite.createdBy ? ` by ${invite.createdBy.displayName}` : ''} · expires{' '}
                {formatPostTime(invite.expiresAt)}
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Revoke the link made ${formatPostTime(invite.createdAt)}`}
                disabled={revokeInvite.isPending}
                onClick={() =>
                  revokeInvite.mutate(invite.id, {
                    onSuccess: () => {
                      if (made?.id === invite.id) setMade(null);
                    },
                  })
                }
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { useLocation } from 'wouter';
import type { CircleDetail, CircleMember } from '@common/api/circles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/lib/use-toast';
import { personLabel, roleLabels } from './circle-links';
import { failureMessage } from './circles-api';
import { useCircleMutations } from './circles-queries';
import { ConfirmButton } from './confirm-button';

function readStatus(member: CircleMember, hasReading: boolean): string | null {
  if (!hasReading || member.readToday === null) return null;
  return member.readToday ? 'Read today' : 'Not read yet';
}

/** Who is in the circle; the host makes co-hosts and removes members, anyone but the host may leave. */
export function CircleMembers({ circle }: { circle: CircleDetail }) {
  const { role, remove } = useCircleMutations(circle.id);
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const isHost = circle.me.role === 'host';
  const open = !circle.closedAt;
  const hasReading = Boolean(circle.today?.reading);
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
  return (
    <section aria-labelledby="circle-members" className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id="circle-members" className="text-lg font-semibold">
        Members ({circle.members.length} of {circle.memberLimit})
      </h2>
      <ul className="grid gap-2">
        {circle.members.map((member) => {
          const isMe = member.userId === circle.me.userId;
          const status = readStatus(member, hasReading);
          return (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-wrap items-center gap-2">
                <span dir="auto" className="font-medium">
                  {personLabel(member.displayName, isMe)}
                </span>
                {member.role !== 'member' ? (
                  <Badge variant="secondary">{roleLabels[member.role]}</Badge>
                ) : null}
                {status ? <span className="text-sm text-muted-foreground">{status}</span> : null}
              </span>
              {isHost && !isMe && open ? (
                <span className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={role.isPending}
                    onClick={() =>
                      role.mutate(
                        { userId: member.userId, role: member.role === 'cohost' ? 'member' : 'cohost' },
                        { onError: failed('Role not changed') },
                      )
                    }
                  >
                    {member.role === 'cohost'
                      ? `Make ${member.displayName} a member`
                      : `Make ${member.displayName} co-host`}
                  </Button>
                  <ConfirmButton
                    label="Remove"
                    accessibleName={`Remove ${member.displayName}`}
                    title={`Remove ${member.displayName}?`}
                    description="They will no longer see the circle or its reflections. Their posts stay."
                    confirmLabel="Remove"
                    disabled={remove.isPending}
                    onConfirm={() => remove.mutate(member.userId, { onError: failed('Member not removed') })}
                  />
                </span>
              ) : null}
              {isMe && !isHost ? (
                <ConfirmButton
                  label="Leave circle"
                  title="Leave this circle?"
                  description="You will no longer see it; your reflections stay with the circle. An invitation brings you back."
                  confirmLabel="Leave"
                  disabled={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(member.userId, {
                      onSuccess: () => navigate('/circles'),
                      onError: failed('You have not left'),
                    })
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

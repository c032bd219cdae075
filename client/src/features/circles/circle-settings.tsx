import { useId, useState } from 'react';
import { circleDigests, type CircleDetail, type CircleDigest } from '@common/api/circles';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { subscribeThisBrowser } from '@/lib/web-push-subscription';
import { failureMessage } from './circles-api';
import { useCircleMutations } from './circles-queries';
import { FailureNotice } from './moderation-notice';

const digestLabels: Record<CircleDigest, string> = {
  off: 'No e-mail',
  daily: 'A daily e-mail of new reflections',
  weekly: 'A weekly e-mail of new reflections',
};

const PUSH_PROBLEMS = {
  unsupported: 'This browser cannot receive push notifications from this site.',
  denied: 'Notifications are blocked for this site; allow them in the browser settings first.',
} as const;

/** The reader's own choices in this circle: whether others see their reading, e-mail digest, push on replies. */
export function CircleSettings({ circle }: { circle: CircleDetail }) {
  const id = useId();
  const { membership } = useCircleMutations(circle.id);
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const { me } = circle;
  const setPushReplies = async (on: boolean) => {
    setPushProblem(null);
    if (on) {
      const setup = await subscribeThisBrowser().catch(() => 'unsupported' as const);
      if (setup !== 'subscribed') return setPushProblem(PUSH_PROBLEMS[setup]);
    }
    membership.mutate({ pushReplies: on });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        My settings
      </h2>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-progress`}
          checked={me.showProgress}
          disabled={membership.isPending}
          onCheckedChange={(checked) => membership.mutate({ showProgress: checked === true })}
        />
        <Label htmlFor={`${id}-progress`}>Show the circle which days I have read</Label>
      </div>
      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor={`${id}-digest`}>E-mail digest</Label>
        <select
          id={`${id}-digest`}
          className="h-10 rounded-md border bg-background px-3 text-sm"
          value={me.digest}
          disabled={membership.isPending}
          onChange={(event) => membership.mutate({ digest: event.target.value as CircleDigest })}
        >
          {circleDigests.map((digest) => (
            <option key={digest} value={digest}>
              {digestLabels[digest]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-push`}
          checked={me.pushReplies}
          disabled={membership.isPending}
          onCheckedChange={(checked) => void setPushReplies(checked === true)}
        />
        <Label htmlFor={`${id}-push`}>Push notification when someone replies to my posts</Label>
      </div>
      {pushProblem ? <FailureNotice message={pushProblem} /> : null}
      {membership.isError ? (
        <FailureNotice message={failureMessage(membership.error, 'Not saved. Please try again.')} />
      ) : null}
    </section>
  );
}

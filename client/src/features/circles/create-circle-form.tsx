import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { CIRCLE_DESCRIPTION_MAX_LENGTH, CIRCLE_NAME_MAX_LENGTH } from '@common/api/circles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { circleHref } from './circle-links';
import {
  browserTimeZone,
  CIRCLES_QUERY_KEY,
  createCircle,
  failureMessage,
  moderationBlockOf,
} from './circles-api';
import { usePlanLibrary } from './circles-queries';
import { FailureNotice, ModerationNotice } from './moderation-notice';

/** Today as YYYY-MM-DD in the reader's own time zone. */
export function localToday(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: browserTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'Create a circle': a name, a short description, optionally a plan of the library and the day it starts. */
export function CreateCircleForm() {
  const id = useId();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const { data: plans } = usePlanLibrary();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [planId, setPlanId] = useState('');
  const [startsOn, setStartsOn] = useState(() => localToday());
  const create = useMutation({
    mutationFn: () =>
      createCircle({
        name: name.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(planId ? { planId, startsOn } : {}),
        timeZone: browserTimeZone(),
      }),
    onSuccess: async (circle) => {
      await client.invalidateQueries({ queryKey: CIRCLES_QUERY_KEY });
      navigate(circleHref(circle.id));
    },
  });
  const blocked = moderationBlockOf(create.error);
  return (
    <form
      className="grid gap-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) create.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Create a circle
      </h2>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
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
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          dir="auto"
          rows={3}
          maxLength={CIRCLE_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-plan`}>Reading plan</Label>
          <select
            id={`${id}-plan`}
            className="h-10 rounded-md border bg-background px-3 text-sm"
            value={planId}
            onChange={(event) => setPlanId(event.target.value)}
          >
            <option value="">No plan</option>
            {(plans ?? []).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.title}
              </option>
            ))}
          </select>
        </div>
        {planId ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-starts`}>Start date</Label>
            <Input
              id={`${id}-starts`}
              type="date"
              required
              value={startsOn}
              onChange={(event) => setStartsOn(event.target.value)}
            />
          </div>
        ) : null}
      </div>
      {blocked ? (
        <ModerationNotice block={blocked} />
      ) : create.isError ? (
        <FailureNotice
          message={failureMessage(create.error, 'The circle could not be created. Please try again.')}
        />
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={!name.trim() || create.isPending}>
        Create circle
      </Button>
    </form>
  );
}

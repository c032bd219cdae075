import { Scale } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { PlanDayView, PlanPassage } from '@common/api/plans';
import { Button } from '@/components/ui/button';
import { compareHref, passageHref, religionName } from './plan-links';

type PlanDayItemProps = {
  day: PlanDayView;
  /** Whether the reader follows the plan: only then can a day be read or marked. */
  following: boolean;
  done: boolean;
  onMarkDone?: () => void;
  busy?: boolean;
  /** Opens a passage in place (the dashboard's reader); without it the link navigates to the reader. */
  onOpenPassage?: (passage: PlanPassage) => void;
  headingLevel?: 'h3' | 'h4';
};

/** One day of a plan: its title, each passage as a link into the reader, Compare on its theme, and 'Mark as read'. */
export function PlanDayItem({
  day,
  following,
  done,
  onMarkDone,
  busy,
  onOpenPassage,
  headingLevel: Heading = 'h3',
}: PlanDayItemProps) {
  const doneNote = useRef<HTMLSpanElement>(null);
  const markedHere = useRef(false);
  // The button is replaced by 'Day n done' once saved; without this the focus would fall to the page and a
  // keyboard reader would start again from the top.
  useEffect(() => {
    if (!done || !markedHere.current) return;
    markedHere.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) doneNote.current?.focus();
  }, [done]);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-medium">
          Day {day.day}: {day.title}
        </Heading>
        {following && done ? (
          <span ref={doneNote} tabIndex={-1} className="text-sm font-medium">
            Day {day.day} done
          </span>
        ) : null}
      </div>
      <ul className="grid gap-1 text-sm">
        {day.passages.map((passage) => (
          <li key={`${passage.religion}-${passage.reference}`}>
            <span className="text-muted-foreground">{religionName(passage.religion)}: </span>
            {onOpenPassage ? (
              <button
                type="button"
                className="text-primary underline underline-offset-4"
                onClick={() => onOpenPassage(passage)}
              >
                {passage.reference}
              </button>
            ) : (
              <Link href={passageHref(passage)} className="text-primary underline underline-offset-4">
                {passage.reference}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {day.theme ? (
          <Button asChild variant="outline" size="sm">
            <Link href={compareHref(day.theme)}>
              <Scale aria-hidden="true" />
              Compare on “{day.theme}”
            </Link>
          </Button>
        ) : null}
        {following && !done && onMarkDone ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => {
              markedHere.current = true;
              onMarkDone();
            }}
          >
            Mark day {day.day} as read
          </Button>
        ) : null}
      </div>
    </div>
  );
}

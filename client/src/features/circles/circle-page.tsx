import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PageHeadingWithBack } from '@/components/page-heading-with-back';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isNotFound } from './circles-api';
import { useCircle } from './circles-queries';
import { CircleAdmin } from './circle-admin';
import { CircleMembers } from './circle-members';
import { CircleSettings } from './circle-settings';
import { CircleThread } from './circle-thread';
import { CircleToday } from './circle-today';
import { useCircleEvents } from './use-circle-events';

/** One circle: today's reading, the members, the reader's settings and the thread, kept live by its events. */
export function CirclePage() {
  const params = useParams<{ id: string }>();
  const { data: circle, error, isPending } = useCircle(params.id);
  useCircleEvents(params.id, Boolean(circle));
  useDocumentTitle(circle ? circle.name : isNotFound(error) ? 'Circle not found' : 'Circle');
  if (isNotFound(error)) return <CircleNotFound />;
  if (!circle) {
    return (
      <main className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6">
        <PageHeadingWithBack title="Circle" backTo="/circles" backLabel="Back to your circles" />
        {isPending ? (
          <p className="text-muted-foreground">Loading the circle…</p>
        ) : (
          <p role="alert">The circle could not be loaded. Please try again.</p>
        )}
      </main>
    );
  }
  const keeper = circle.me.role !== 'member' && !circle.closedAt;
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 p-4 sm:p-6">
      <div className="grid gap-2">
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="icon" aria-label="Back to your circles">
            <Link href="/circles">
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold" dir="auto">
            {circle.name}
          </h1>
        </div>
        {circle.description ? (
          <p dir="auto" className="whitespace-pre-line text-muted-foreground">
            {circle.description}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {circle.host ? (
            <>
              Hosted by <span dir="auto">{circle.host.displayName}</span>
            </>
          ) : (
            'No host'
          )}
          {circle.closedAt ? ' · Closed' : ''}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <CircleToday circle={circle} />
          <CircleThread circle={circle} />
        </div>
        <div className="grid content-start gap-6">
          <CircleMembers circle={circle} />
          {keeper ? <CircleAdmin circle={circle} /> : null}
          <CircleSettings circle={circle} />
        </div>
      </div>
    </main>
  );
}

/** A circle that does not exist and one the reader is not in look the same. */
function CircleNotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">Circle not found</h1>
      <p className="text-muted-foreground">This circle is not here, or you are not one of its members.</p>
      <Button asChild>
        <Link href="/circles">Your circles</Link>
      </Button>
    </main>
  );
}

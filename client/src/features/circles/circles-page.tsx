import { Link } from 'wouter';
import type { CircleSummary } from '@common/api/circles';
import { PageHeadingWithBack } from '@/components/page-heading-with-back';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { signInHref } from '@/lib/return-path';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { circleHref, roleLabels, unreadLabel } from './circle-links';
import { useMyCircles } from './circles-queries';
import { CreateCircleForm } from './create-circle-form';

/** The reader's circles with their unread counts, and the form that starts a new one. */
export function CirclesPage() {
  useDocumentTitle('Circles');
  const auth = useAuth();
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6">
      <PageHeadingWithBack title="Circles" backTo="/dashboard" backLabel="Back to the dashboard" />
      <p className="text-muted-foreground">
        A circle is a small private group that reads a plan together, shares reflections and asks the scholar
        together, across traditions.
      </p>
      {auth.isAuthenticated ? (
        <>
          <MyCircles />
          <section className="rounded-lg border bg-card p-4 sm:p-6">
            <CreateCircleForm />
          </section>
        </>
      ) : auth.status === 'loading' ? null : (
        <section aria-labelledby="circles-account" className="grid gap-3 rounded-lg border bg-card p-4">
          <h2 id="circles-account" className="text-lg font-semibold">
            Circles need an account
          </h2>
          <p className="text-sm">
            Sign in or create an account to start a circle or join one you were invited to.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={signInHref('/circles')}>Sign in</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={signInHref('/circles', 'signup')}>Create an account</Link>
            </Button>
          </div>
        </section>
      )}
    </main>
  );
}

function MyCircles() {
  const { data: circles, isError, isPending } = useMyCircles();
  return (
    <section aria-labelledby="my-circles" className="grid gap-3">
      <h2 id="my-circles" className="text-lg font-semibold">
        Your circles
      </h2>
      {isError ? (
        <p role="alert">Your circles could not be loaded. Please try again.</p>
      ) : isPending ? (
        <p className="text-muted-foreground">Loading your circles…</p>
      ) : circles.length === 0 ? (
        <p className="text-muted-foreground">
          You are not in a circle yet: create one below and invite others.
        </p>
      ) : (
        <ul className="grid gap-2">
          {circles.map((circle) => (
            <CircleRow key={circle.id} circle={circle} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CircleRow({ circle }: { circle: CircleSummary }) {
  return (
    <li className="grid gap-1 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={circleHref(circle.id)} className="font-medium text-primary hover:underline" dir="auto">
          {circle.name}
        </Link>
        {circle.unreadCount > 0 ? <Badge>{unreadLabel(circle.unreadCount)}</Badge> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {roleLabels[circle.role]} · {circle.memberCount} member{circle.memberCount === 1 ? '' : 's'}
        {circle.planTitle ? ` · ${circle.planTitle}` : ''}
        {circle.closedAt ? ' · Closed' : ''}
      </p>
    </li>
  );
}

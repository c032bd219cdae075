import { Link } from 'wouter';
import { useAuth } from '@/lib/use-auth';
import { circleHref, unreadLabel } from './circle-links';
import { useMyCircles } from './circles-queries';

/** The dashboard's 'Circles' card: the reader's circles with their new posts, or a way to start one. */
export function CirclesCard() {
  const { isAuthenticated } = useAuth();
  const { data: circles } = useMyCircles();
  if (!isAuthenticated || !circles) return null;
  const open = circles.filter((circle) => !circle.closedAt);
  return (
    <section aria-labelledby="circles-card" className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="circles-card" className="text-sm font-semibold text-muted-foreground">
          Circles
        </h2>
        <Link href="/circles" className="text-sm text-primary hover:underline">
          {open.length > 0 ? 'All circles' : 'Start a circle'}
        </Link>
      </div>
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Read a plan with friends of any tradition, share reflections and ask the scholar together.
        </p>
      ) : (
        <ul className="grid gap-2">
          {open.map((circle) => (
            <li key={circle.id} className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <Link
                href={circleHref(circle.id)}
                className="font-medium text-primary hover:underline"
                dir="auto"
              >
                {circle.name}
              </Link>
              <span className={circle.unreadCount > 0 ? 'font-medium' : 'text-muted-foreground'}>
                {unreadLabel(circle.unreadCount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

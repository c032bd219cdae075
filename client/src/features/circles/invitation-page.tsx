import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { signInHref } from '@/lib/return-path';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { circleHref, invitationPath } from './circle-links';
import { CIRCLES_QUERY_KEY, failureMessage, isGone, isNotFound, joinCircle } from './circles-api';
import { useInvitation } from './circles-queries';
import { FailureNotice } from './moderation-notice';

/**
 * An invite link: the circle's name and host and 'Join'. Joining needs an account, so a guest or a signed-out
 * visitor signs in or creates one and is brought back here to join.
 */
export function InvitationPage() {
  const { token } = useParams<{ token: string }>();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const { data: invitation, error, isPending } = useInvitation(token);
  const join = useMutation({
    mutationFn: () => joinCircle(token),
    onSuccess: async (joined) => {
      await client.invalidateQueries({ queryKey: CIRCLES_QUERY_KEY });
      navigate(circleHref(joined.circleId));
    },
  });
  useDocumentTitle(invitation ? `Invitation to ${invitation.name}` : 'Invitation');
  if (invitation?.alreadyMember) return <Redirect to={circleHref(invitation.circleId)} replace />;
  const here = invitationPath(token);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 px-4 py-12">
      {isNotFound(error) || isGone(error) ? (
        <section className="grid gap-3 text-center">
          <h1 className="font-serif text-3xl font-semibold">Invitation not valid</h1>
          <p className="text-muted-foreground">
            {isGone(error)
              ? failureMessage(error, 'This link can no longer be used. Ask the host for a new one.')
              : 'This link is not an invitation to a circle. Ask its host for a new one.'}
          </p>
          <Button asChild className="justify-self-center">
            <Link href="/">Back to Home</Link>
          </Button>
        </section>
      ) : !invitation ? (
        isPending ? (
          <p className="text-center text-muted-foreground">Opening the invitation…</p>
        ) : (
          <p role="alert">The invitation could not be opened. Please try again.</p>
        )
      ) : (
        <section
          aria-labelledby="invitation-title"
          className="grid gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
        >
          <p className="text-sm text-muted-foreground">You are invited to a circle</p>
          <h1 id="invitation-title" className="font-serif text-3xl font-semibold" dir="auto">
            {invitation.name}
          </h1>
          {invitation.description ? (
            <p dir="auto" className="whitespace-pre-line">
              {invitation.description}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {invitation.host ? (
              <>
                Hosted by <span dir="auto">{invitation.host.displayName}</span> ·{' '}
              </>
            ) : null}
            {invitation.memberCount} of {invitation.memberLimit} members
          </p>
          {auth.isAuthenticated ? (
            <>
              {join.isError ? (
                <FailureNotice
                  message={failureMessage(join.error, 'You could not join. Please try again.')}
                />
              ) : null}
              <Button
                size="lg"
                className="justify-self-start"
                disabled={join.isPending}
                onClick={() => join.mutate()}
              >
                Join
              </Button>
            </>
          ) : auth.status === 'loading' ? null : (
            <div className="grid gap-3">
              <p className="text-sm">To join, sign in or create an account; you will come back here.</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link href={signInHref(here, 'signup')}>Create an account to join</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href={signInHref(here)}>Sign in to join</Link>
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
    </main>
  );
}

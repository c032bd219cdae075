import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { AuthUser } from '@common/api/auth';
import { Button } from '@/components/ui/button';
import { useToast } from '@/lib/use-toast';
import { logOut, messageOf } from './auth-api';

/**
 * /auth for a reader who is signed in already: no form to fill again, but the way back to the reader, or out.
 * Signing out clears every cached answer with the tokens (as on the profile page) and returns to the home page.
 */
export function SignedInPanel({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || 'your account';
  const signOut = useMutation({
    mutationFn: () => logOut(queryClient),
    onSuccess: () => {
      navigate('/');
      toast({ title: 'Signed Out', description: 'You have been signed out successfully.' });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Logout Failed',
        description: messageOf(error, 'Failed to sign out. Please try again.'),
      }),
  });

  return (
    <section
      aria-labelledby="auth-title"
      className="grid gap-6 rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8"
    >
      <header className="grid gap-1">
        <h1 id="auth-title" className="font-serif text-2xl font-semibold tracking-tight">
          You are signed in
        </h1>
        <p className="text-sm text-muted-foreground">
          Signed in as {name}
          {user.email ? ` (${user.email})` : ''}.
        </p>
      </header>
      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link href="/dashboard">
            <BookOpen aria-hidden />
            Open the reader
          </Link>
        </Button>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          Sign out
        </Button>
      </div>
    </section>
  );
}

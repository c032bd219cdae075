import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { oauthErrorMessages, type OAuthErrorCode } from '@common/api/auth';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { VerifyAccountDialog } from '@/components/account/verify-account-dialog';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { APP_NAME } from '@/lib/brand';
import { returnPathOf } from '@/lib/return-path';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useToast } from '@/lib/use-toast';
import {
  codeTargetOf,
  completeSignIn,
  googleSignInUrl,
  logIn,
  messageOf,
  signUp,
  verifyCode,
  type CodeTarget,
} from './auth-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm, toLoginRequest, type LoginFormValues } from './login-form';
import { SignUpForm, type SignUpFormValues } from './sign-up-form';
import { SignedInPanel } from './signed-in-panel';
import { SocialButtons } from './social-buttons';

type Mode = 'login' | 'signup';
/**
 * A code the login asked for. Resending repeats that login: a code sent after the password was given
 * verifies the address and keeps the password; a plain code request only proves the address, and the
 * server then drops a password it cannot tell the verifier chose.
 */
type PendingVerification = {
  target: CodeTarget;
  rememberMe: boolean;
  login: ReturnType<typeof toLoginRequest>;
};

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function AuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(search).get('mode') === 'signup' ? 'signup' : 'login',
  );
  // Switching modes (or finishing a reset) remounts both forms: nothing typed survives a switch.
  const [formsKey, setFormsKey] = useState(0);
  const [loginEmail, setLoginEmail] = useState('');
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const auth = useAuth();
  // A page that needed an account (an invitation to a circle) is opened again once signed in; else home.
  const afterSignIn = returnPathOf(search) ?? '/';

  // Google sign-in comes back here with ?error=<code> when it could not finish.
  useEffect(() => {
    const code = new URLSearchParams(search).get('error');
    if (!code || !(code in oauthErrorMessages)) return;
    toast({
      variant: 'destructive',
      title: 'Sign In Failed',
      description: oauthErrorMessages[code as OAuthErrorCode],
    });
    navigate('/auth', { replace: true });
  }, [search, navigate, toast]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setLoginEmail('');
    setFormsKey((key) => key + 1);
  };

  const login = useMutation({
    mutationFn: (values: LoginFormValues) => logIn(toLoginRequest(values)),
    onSuccess: async (result, values) => {
      if (result.requiresVerification) {
        setPending({
          target: codeTargetOf(result),
          rememberMe: values.rememberMe,
          login: toLoginRequest(values),
        });
        toast({
          title: 'Verification Required',
          description: 'Please check your email for the verification code.',
        });
        return;
      }
      await completeSignIn(queryClient, result);
      toast({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
      navigate(afterSignIn);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Sign In Failed',
        description: messageOf(error, 'Invalid credentials. Please try again.'),
      }),
  });

  const signup = useMutation({
    mutationFn: (values: SignUpFormValues) => signUp(values),
    onSuccess: async (result) => {
      await completeSignIn(queryClient, result);
      toast({ title: 'Account Created!', description: `Welcome to ${APP_NAME}! You are now logged in.` });
      navigate(afterSignIn);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Sign Up Failed',
        description: messageOf(error, 'Unable to create account. Please try again.'),
      }),
  });

  const verify = useMutation({
    mutationFn: (code: string) =>
      verifyCode({ ...pending?.target, code, purpose: 'login', rememberMe: pending?.rememberMe ?? false }),
    onSuccess: async (result) => {
      if ('accessToken' in result) await completeSignIn(queryClient, result);
      setPending(null);
      toast({
        title: 'Account Verified!',
        description: `Welcome to ${APP_NAME}. Your spiritual journey begins now.`,
      });
      navigate(afterSignIn);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Verification Failed',
        description: messageOf(error, 'Invalid verification code. Please try again.'),
      }),
  });

  const resend = async () => {
    if (!pending) return;
    try {
      const result = await logIn(pending.login);
      if (!result.requiresVerification) {
        // Verified meanwhile (another tab): the repeated login has signed them in.
        await completeSignIn(queryClient, result);
        setPending(null);
        navigate(afterSignIn);
        return;
      }
      toast({ title: 'Code Sent', description: result.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Code Not Sent',
        description: messageOf(error, 'Please try again.'),
      });
    }
  };

  // A reader signed in already is offered the reader or sign-out, not a form; while a sign-in of this page
  // finishes (it then goes home), the form stays.
  const signedInUser =
    auth.isAuthenticated && !login.isPending && !signup.isPending && !verify.isPending ? auth.user : null;
  useDocumentTitle(signedInUser ? 'Signed in' : mode === 'login' ? 'Sign in' : 'Create account');

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8 sm:py-12">
      <div className="flex w-full max-w-md flex-col gap-6">
        <Button asChild variant="ghost" className="self-start">
          <Link href="/">
            <ArrowLeft className="rtl:rotate-180" aria-hidden />
            Back to Home
          </Link>
        </Button>

        <div className="flex flex-col items-center gap-2 text-center">
          <SacredCircleLogo className="size-14" />
          <p className="font-serif text-2xl font-semibold tracking-tight">{APP_NAME}</p>
        </div>

        {signedInUser ? (
          <SignedInPanel user={signedInUser} />
        ) : (
          <section
            aria-labelledby="auth-title"
            className="grid gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
          >
            <header className="grid gap-1 text-center">
              <h1 id="auth-title" className="font-serif text-2xl font-semibold tracking-tight">
                {mode === 'login' ? 'Welcome Back' : 'Create Your Account'}
              </h1>
              <p className="text-sm text-muted-foreground">
                {mode === 'login'
                  ? 'Sign in to continue your spiritual journey'
                  : 'Join the circle and keep your reading journey on every device'}
              </p>
            </header>

            {mode === 'login' ? (
              <LoginForm
                key={`login-${formsKey}`}
                defaultEmail={loginEmail}
                pending={login.isPending}
                onSubmit={(values) => login.mutate(values)}
                onForgotPassword={() => setForgotOpen(true)}
              />
            ) : (
              <SignUpForm
                key={`signup-${formsKey}`}
                pending={signup.isPending}
                onSubmit={(values) => signup.mutate(values)}
              />
            )}

            <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
              <Separator className="flex-1" />
              or continue with
              <Separator className="flex-1" />
            </div>
            <SocialButtons
              onGoogle={() => window.location.assign(googleSignInUrl())}
              onApple={() =>
                toast({ title: 'Coming Soon', description: 'Sign in with Apple is coming soon.' })
              }
            />

            <p className="text-center text-sm text-muted-foreground">
              {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
              <button
                type="button"
                className={linkClass}
                onClick={() => switchMode(mode === 'login' ? 'signup' : 'login')}
              >
                {mode === 'login' ? 'Sign up' : 'Sign in'}
              </button>
            </p>
          </section>
        )}

        <footer className="text-center text-xs text-muted-foreground">
          By continuing you agree to our{' '}
          <Link href="/terms" className={linkClass}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </footer>
      </div>

      <VerifyAccountDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        sentTo={pending?.target ?? {}}
        pending={verify.isPending}
        onVerify={async (code) => {
          await verify.mutateAsync(code);
        }}
        onResend={resend}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        onDone={(email) => {
          setMode('login');
          setLoginEmail(email);
          setFormsKey((key) => key + 1);
        }}
      />
    </main>
  );
}

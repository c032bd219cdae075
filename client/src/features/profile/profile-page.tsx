import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, Bell, LogOut, Pencil, Shield } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { authUserSchema, type AuthUser } from '@common/api/auth';
import { VerifyAccountDialog } from '@/components/account/verify-account-dialog';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { APP_NAME } from '@/lib/brand';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useToast } from '@/lib/use-toast';
import { NotificationsDialog } from './notifications-dialog';
import {
  forgetSession,
  logOut,
  messageOf,
  refreshCurrentUser,
  requestVerificationCode,
  saveProfile,
  verifyAccount,
} from './profile-api';
import { ProfileEditForm, type ProfileFormValues } from './profile-edit-form';
import { DeleteAccountSetting } from './delete-account-setting';
import { accountType, fullName, initialOf, memberSince } from './profile-format';
import { SecurityDialog } from './security-dialog';
import { SignOutDialog } from './sign-out-dialog';
import { YourDataCard } from './your-data-card';

type OpenDialog = 'notifications' | 'security' | 'sign-out' | 'verify' | null;

/**
 * The router lets only signed-in accounts in (guests go to /auth), so the user is here. `children`: other
 * features' settings of the account (the app passes them), shown after the account's own.
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  useDocumentTitle('Profile');
  const { user } = useAuth();
  const parsed = authUserSchema.safeParse(user);
  if (!parsed.success) return null;
  return <Profile user={parsed.data}>{children}</Profile>;
}

function Profile({ user, children }: { user: AuthUser; children?: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [verifyTarget, setVerifyTarget] = useState<{ email?: string; phone?: string }>({});
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const openVerify = (
    target = user.email ? { email: user.email } : user.phone ? { phone: user.phone } : {},
  ) => {
    setVerifyTarget(target);
    setDialog('verify');
  };

  const save = useMutation({
    mutationFn: (values: ProfileFormValues) => saveProfile(values),
    onSuccess: async (result) => {
      await refreshCurrentUser(queryClient);
      setEditing(false);
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
      if (result.verificationSentTo)
        openVerify(result.user.email ? { email: result.user.email } : { phone: result.verificationSentTo });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description: messageOf(error, 'Failed to update profile. Please try again.'),
      }),
  });

  const signOut = useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      forgetSession(queryClient);
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

  const verify = useMutation({
    mutationFn: (code: string) => verifyAccount(queryClient, verifyTarget, code),
    onSuccess: () => {
      setDialog(null);
      toast({
        title: 'Account Verified!',
        description: `Welcome to ${APP_NAME}. Your spiritual journey begins now.`,
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Verification Failed',
        description: messageOf(error, 'Invalid verification code. Please try again.'),
      }),
  });

  const resend = async () => {
    try {
      const result = await requestVerificationCode(verifyTarget);
      toast({ title: 'Code Sent', description: result.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Code Not Sent',
        description: messageOf(error, 'Please try again.'),
      });
    }
  };

  return (
    <main className="min-h-dvh bg-muted/40 px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="flex items-center justify-between gap-4">
          <Button asChild variant="ghost">
            <Link href="/dashboard">
              <ArrowLeft className="rtl:rotate-180" aria-hidden />
              Back to Dashboard
            </Link>
          </Button>
          <Link href="/" className="flex items-center gap-2 font-serif text-lg font-semibold">
            <SacredCircleLogo className="size-8" />
            {APP_NAME}
          </Link>
        </div>

        <Card>
          <CardHeader className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-start">
            <Avatar user={user} />
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
                <h1 className="font-serif text-3xl font-semibold tracking-tight">{fullName(user)}</h1>
                {user.verified === 1 ? (
                  <Badge variant="secondary">
                    <BadgeCheck className="size-3.5" aria-hidden />
                    Verified
                  </Badge>
                ) : null}
              </div>
              {user.username ? <p className="text-muted-foreground">@{user.username}</p> : null}
            </div>
            {editing ? null : (
              <Button variant="outline" className="sm:ms-auto" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                Edit Profile
              </Button>
            )}
          </CardHeader>
          <CardContent>
            {editing ? (
              <ProfileEditForm
                user={user}
                pending={save.isPending}
                onSubmit={(values) => save.mutate(values)}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <>
                <dl className="grid gap-4 sm:grid-cols-2">
                  <Detail term="Email">{user.email ?? 'Not set'}</Detail>
                  {user.phone ? <Detail term="Phone">{user.phone}</Detail> : null}
                  <Detail term="Member since">{memberSince(user.createdAt)}</Detail>
                  <Detail term="Account type">{accountType(user)}</Detail>
                </dl>
                {/* Outside the list: a <dl> may hold only term and description groups. */}
                {user.verified === 1 ? null : (
                  <div className="mt-4 grid gap-2 rounded-md border border-dashed p-4">
                    <p className="text-sm">
                      Your account is not verified yet. Enter the code we sent you to confirm it is yours.
                    </p>
                    <Button variant="secondary" className="justify-self-start" onClick={() => openVerify()}>
                      Verify Account
                    </Button>
                  </div>
                )}
              </>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Account Settings</CardTitle>
            <CardDescription>Notifications, security and signing out.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Setting
              icon={<Bell aria-hidden />}
              title="Notifications"
              text="Email, SMS and push notifications"
            >
              <Button variant="outline" onClick={() => setDialog('notifications')}>
                Configure
              </Button>
            </Setting>
            <Setting icon={<Shield aria-hidden />} title="Security" text="Password and signed-in devices">
              <Button variant="outline" onClick={() => setDialog('security')}>
                Manage
              </Button>
            </Setting>
            <Setting
              icon={<LogOut aria-hidden />}
              title="Sign Out"
              text="Sign out of your account on this device"
            >
              <Button variant="destructive" onClick={() => setDialog('sign-out')}>
                Sign Out
              </Button>
            </Setting>
            <DeleteAccountSetting hasPassword={user.hasPassword} />
          </CardContent>
        </Card>
        <YourDataCard />
        {children}
      </div>

      {dialog === 'notifications' ? (
        <NotificationsDialog open onOpenChange={closeDialog} preferences={user.notificationPreferences} />
      ) : null}
      <SecurityDialog
        open={dialog === 'security'}
        onOpenChange={closeDialog}
        hasPassword={user.hasPassword}
      />
      <SignOutDialog
        open={dialog === 'sign-out'}
        onOpenChange={closeDialog}
        onConfirm={() => signOut.mutate()}
        pending={signOut.isPending}
      />
      <VerifyAccountDialog
        open={dialog === 'verify'}
        onOpenChange={closeDialog}
        sentTo={verifyTarget}
        pending={verify.isPending}
        onVerify={async (code) => {
          await verify.mutateAsync(code);
        }}
        onResend={resend}
      />
    </main>
  );
}

function Avatar({ user }: { user: AuthUser }) {
  if (user.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        referrerPolicy="no-referrer"
        className="size-20 shrink-0 rounded-full border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-3xl font-semibold text-primary-foreground"
    >
      {initialOf(user)}
    </span>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function Setting({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-md border p-4">
      <span className="text-muted-foreground [&_svg]:size-5">{icon}</span>
      <div className="grid flex-1 gap-0.5">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </div>
  );
}

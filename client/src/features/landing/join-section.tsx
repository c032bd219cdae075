import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { SECTION_CLASS, SECTION_IDS } from './landing-sections';
import { OPEN_READER_LABEL, useSignedInName } from './signed-in-reader';

/** The #auth anchor of the header's 'Sign Up': an invitation that leads to the sign-up page. */
export function JoinSection() {
  const signedInName = useSignedInName();
  if (signedInName) return <SignedInJoinSection name={signedInName} />;
  return (
    <section
      id={SECTION_IDS.auth}
      aria-labelledby="join-title"
      className={`${SECTION_CLASS} px-4 py-16 sm:px-6`}
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-md">
        <h2 id="join-title" className="font-serif text-3xl font-semibold tracking-tight">
          Join the circle
        </h2>
        <p className="max-w-2xl text-lg opacity-95">
          Create a free account to keep your reading journey, your streaks and your conversations on every
          device.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/auth" className={buttonVariants({ size: 'lg', variant: 'on-primary' })}>
            Create your account
          </Link>
          <Link href="/dashboard" className={buttonVariants({ size: 'lg', variant: 'on-primary-outline' })}>
            Continue as a guest
          </Link>
        </div>
      </div>
    </section>
  );
}

/** A signed-in reader has joined already: the section greets them and leads back to their reading. */
function SignedInJoinSection({ name }: { name: string }) {
  return (
    <section
      id={SECTION_IDS.auth}
      aria-labelledby="join-title"
      className={`${SECTION_CLASS} px-4 py-16 sm:px-6`}
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-md">
        <h2 id="join-title" className="font-serif text-3xl font-semibold tracking-tight">
          You are in the circle, {name}
        </h2>
        <p className="max-w-2xl text-lg opacity-95">
          Your reading journey, your streaks and your conversations are kept with your account.
        </p>
        <Link href="/dashboard" className={buttonVariants({ size: 'lg', variant: 'on-primary' })}>
          {OPEN_READER_LABEL}
        </Link>
      </div>
    </section>
  );
}

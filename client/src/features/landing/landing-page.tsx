import { Link } from 'wouter';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { Button } from '@/components/ui/button';
import { APP_NAME, APP_TAGLINE } from '@/lib/brand';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LandingPage() {
  useDocumentTitle();
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <SacredCircleLogo className="size-20" />
      <h1 className="font-serif text-5xl font-semibold tracking-tight">{APP_NAME}</h1>
      <p className="text-xl text-muted-foreground">{APP_TAGLINE}</p>
      <Button asChild size="lg">
        <Link href="/dashboard">ENTER THE CIRCLE</Link>
      </Button>
    </main>
  );
}

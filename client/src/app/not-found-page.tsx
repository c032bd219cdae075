import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="font-serif text-6xl font-semibold text-gold" aria-hidden="true">
        404
      </p>
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">The page you were looking for is not here. It may have moved.</p>
      <Button asChild>
        <Link href="/">Back to Home</Link>
      </Button>
    </main>
  );
}

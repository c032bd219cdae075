import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A plain page frame: one heading and a line. Used by pages whose full screens are still being built. */
export function PlaceholderPage({
  title,
  documentTitle = title,
  children,
  showHomeLink = true,
}: {
  title: string;
  documentTitle?: string;
  children: ReactNode;
  showHomeLink?: boolean;
}) {
  useDocumentTitle(documentTitle);
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-16">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{title}</h1>
      <div className="text-lg text-muted-foreground">{children}</div>
      {showHomeLink ? (
        <p>
          <Link href="/" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            Back to Home
          </Link>
        </p>
      ) : null}
    </main>
  );
}

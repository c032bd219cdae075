import { AlertTriangle, Loader2, RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getReligion, type ReligionId } from '@common/scripture/religions';
import { Button } from '@/components/ui/button';
import { useImportProgress } from '@/lib/import-progress';

export function DashboardLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>Loading Dashboard...</p>
    </div>
  );
}

export function DashboardFailed() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Failed to initialize dashboard</h1>
      <Button onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" />
        Reload Page
      </Button>
    </div>
  );
}

/** A rendering error anywhere in the dashboard shows a failure state with a way back instead of a blank page. */
export class DashboardErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Dashboard crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <DashboardFailed /> : this.props.children;
  }
}

/** A tradition with no book yet: while the server is importing it, say so (and that it is coming) instead. */
export function NoBooksYet({ religion }: { religion: ReligionId | null }) {
  const progress = useImportProgress();
  const importing = religion !== null && Boolean(progress?.importing.includes(religion));
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      {importing
        ? `${getReligion(religion).name} is still being imported. Its books appear here in a minute or two.`
        : 'No books of this tradition are available yet.'}
    </p>
  );
}

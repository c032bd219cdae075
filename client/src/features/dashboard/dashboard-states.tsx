import { AlertTriangle, Loader2, RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

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

/** A rendering error anywhere in the dashboard shows the spec's failure state instead of a blank page. */
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

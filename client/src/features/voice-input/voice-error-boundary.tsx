import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export type VoiceErrorKind = 'ignored' | 'non-critical' | 'critical';

/** Errors mentioning developer tools are ignored; network, fetch or speech errors are non-critical. */
export function classifyVoiceError(error: unknown): VoiceErrorKind {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/devtools|developer tools/i.test(message)) return 'ignored';
  if (/network|fetch|speech/i.test(message)) return 'non-critical';
  return 'critical';
}

type State = { error: Error | null; kind: VoiceErrorKind | null; attempt: number };

/** Keeps a crash in the voice area from taking the chat down, and offers 'Retry Voice System'. */
export class VoiceErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, kind: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, kind: classifyVoiceError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (classifyVoiceError(error) !== 'ignored')
      console.error('Voice system error', error, info.componentStack);
  }

  private retry = () => this.setState((state) => ({ error: null, kind: null, attempt: state.attempt + 1 }));

  override render() {
    const { error, kind, attempt } = this.state;
    if (!error) return <div key={attempt}>{this.props.children}</div>;
    if (kind === 'ignored') return null;
    if (kind === 'non-critical') {
      return (
        <div role="alert" className="m-3 rounded-md border p-2 text-center text-sm">
          <p className="font-semibold">Voice System Error</p>
          <p className="text-muted-foreground">
            Voice input is unavailable right now. Please use text input.
          </p>
        </div>
      );
    }
    return (
      <div role="alert" className="m-3 grid gap-2 rounded-md border border-destructive p-3 text-sm">
        <p className="font-semibold">Voice System Error</p>
        <p>The voice system encountered an error and needs to be reset.</p>
        <pre className="overflow-x-auto text-xs whitespace-pre-wrap text-muted-foreground">
          {error.message}
        </pre>
        <Button type="button" variant="outline" onClick={this.retry}>
          Retry Voice System
        </Button>
      </div>
    );
  }
}

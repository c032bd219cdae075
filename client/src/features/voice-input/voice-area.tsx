import { Mic, MicOff } from 'lucide-react';
import type { VoiceState } from './voice-events';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useVoiceConversation, type VoiceConversationOptions } from './use-voice-conversation';
import { VoiceErrorBoundary } from './voice-error-boundary';
import { isNoMicrophoneError, voiceErrorText } from './voice-error-text';

export type VoiceAreaProps = VoiceConversationOptions;

/**
 * The chat's status labels, from the voice state and the microphone permission. With no microphone at all,
 * 'Need Permission' would send the reader to settings that cannot help, so the label says what is missing.
 */
export function voiceStatusLabel(
  state: VoiceState,
  supported: boolean,
  permitted: boolean,
  microphoneMissing = false,
): string {
  if (!supported) return 'Text Chat Mode';
  switch (state.status) {
    case 'listening':
      return state.afterReply ? 'Listening for your next question...' : 'Listening...';
    case 'processing':
      return 'Thinking...';
    case 'speaking':
      return 'Responding...';
    case 'interrupted':
      return 'Interrupted';
    case 'idle':
      if (microphoneMissing || isNoMicrophoneError(state.error)) return 'No Microphone Found';
      return permitted ? 'Ready to help' : 'Need Permission';
  }
}

const LEVEL_BARS = 5;

/** The chat panel's voice area, inside its own error boundary so a voice crash leaves the text chat working. */
export function VoiceArea(props: VoiceAreaProps) {
  return (
    <VoiceErrorBoundary>
      <VoiceControls {...props} />
    </VoiceErrorBoundary>
  );
}

/** Microphone button, status, level visualiser, transcript and hints. */
function VoiceControls(props: VoiceAreaProps) {
  const voice = useVoiceConversation(props);
  const { state } = voice;
  // While the server is asked whether it transcribes, the area waits instead of saying voice is unavailable.
  const label = voiceStatusLabel(
    state,
    voice.supported || voice.checking,
    voice.permitted,
    voice.microphoneMissing,
  );
  const problem = state.error ? voiceErrorText(state.error) : null;
  const hearing = state.status === 'listening' || state.status === 'interrupted';
  const locked = state.status === 'speaking' || state.status === 'processing';
  const permissionLost = state.error === 'not-allowed' || state.error === 'service-not-allowed';

  return (
    <div className="grid justify-items-center gap-2 border-t p-3" data-testid="voice-area">
      {!voice.supported && !voice.checking ? (
        <div role="note" className="rounded-md border p-2 text-center text-sm">
          <p className="font-semibold">Voice Unavailable</p>
          <p className="text-muted-foreground">
            Voice input is not supported in this browser. Please use text input or switch to Chrome/Edge.
          </p>
        </div>
      ) : null}
      {permissionLost ? (
        <div role="alert" className="rounded-md border border-destructive p-2 text-center text-sm">
          <p className="font-semibold">Microphone Access Required</p>
          <p className="text-muted-foreground">
            Microphone access was denied. Please enable in browser settings.
          </p>
        </div>
      ) : null}
      {problem && !permissionLost ? (
        <div
          role="alert"
          className="grid justify-items-center gap-1 rounded-md border p-2 text-center text-sm"
        >
          <p className="font-semibold">{problem.title}</p>
          <p className="text-muted-foreground">{problem.description}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
            Reset
          </Button>
        </div>
      ) : null}
      <Button
        type="button"
        size="lg"
        className="size-16 rounded-full"
        variant={hearing ? 'destructive' : 'default'}
        disabled={!voice.supported || locked}
        aria-pressed={hearing}
        aria-label={hearing ? 'Stop listening' : 'Start voice input'}
        title={locked ? 'Input locked during AI speech' : hearing ? 'Stop listening' : 'Start voice input'}
        onClick={() => void voice.toggle()}
      >
        {voice.supported || voice.checking ? <Mic className="size-7" /> : <MicOff className="size-7" />}
      </Button>
      <p className="text-sm font-medium" role="status" data-testid="voice-status">
        {label}
      </p>
      {hearing ? (
        <div className="flex h-6 items-end gap-1" aria-hidden="true" data-testid="voice-level">
          {Array.from({ length: LEVEL_BARS }, (_, bar) => (
            <span
              key={bar}
              className={cn('w-1.5 rounded-full bg-primary transition-[block-size]')}
              style={{
                blockSize: `${Math.max(4, Math.min(24, (voice.level / 255) * 24 * (1 + bar / LEVEL_BARS)))}px`,
              }}
            />
          ))}
        </div>
      ) : null}
      {state.status === 'speaking' ? (
        <p className="text-xs text-muted-foreground">Just speak to interrupt</p>
      ) : null}
      {hearing && voice.transcribing && !state.transcript ? (
        <p className="text-xs text-muted-foreground" role="status" data-testid="voice-transcribing">
          Transcribing...
        </p>
      ) : null}
      {hearing && state.transcript ? (
        <div className="w-full rounded-md bg-muted p-2 text-sm" data-testid="voice-transcript">
          <p className="text-xs font-semibold text-muted-foreground">
            Current transcript
            {state.confidence > 0 ? ` (${Math.round(state.confidence * 100)}% confidence)` : ''}
          </p>
          <p>{state.transcript}</p>
        </div>
      ) : null}
    </div>
  );
}

import { Pause, Play, Settings2, Square, Star } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  isStarredVoice,
  PAUSE_MAX_SECONDS,
  PAUSE_MIN_SECONDS,
  PAUSE_STEP_SECONDS,
  PLAYBACK_SPEEDS,
  roundToStep,
  VOLUME_STEP,
  type ReadingPlayback,
  type VoiceOption,
} from '@/lib/speech-output-context';
import { useEscapeStopsSpeech } from '@/lib/escape-stops-speech';
import { isTextEntry } from '@/lib/text-entry';

const DEFAULT_VOICE = 'default';

function VoiceItem({ voice }: { voice: VoiceOption }) {
  return (
    <SelectItem value={voice.voiceId}>
      {isStarredVoice(voice) && <Star className="me-1 inline size-3 fill-current" aria-label="Recommended" />}
      {voice.name}
      {voice.lang ? ` (${voice.lang})` : ''}
    </SelectItem>
  );
}

/** Space plays and pauses unless the user is typing or pressing a control (where Space presses it). */
function isInteractiveTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (isTextEntry(target)) return true;
  return Boolean(
    target.closest(
      'input, textarea, select, button, a, [role="option"], [role="combobox"], [role="slider"], [role="menuitem"]',
    ),
  );
}

/** Space toggles playback away from controls; Escape stops it through the shared speech-output Escape handler. */
function usePlaybackShortcuts(playback: ReadingPlayback) {
  const { toggle, stop } = playback;
  useEscapeStopsSpeech(stop);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' && !isInteractiveTarget(event.target)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}

/** The reading-control bar and its audio-player settings: play/pause/resume, stop, speed, volume... */
export function ReadingControlBar({ playback }: { playback: ReadingPlayback }) {
  const { state, settings, updateSettings, voices } = playback;
  const serverVoices = voices.filter((voice) => voice.category !== 'browser');
  const browserVoices = voices.filter((voice) => voice.category === 'browser');
  usePlaybackShortcuts(playback);
  const ids = { speed: useId(), volume: useId(), pause: useId(), voice: useId() };
  const primary =
    state.status === 'playing'
      ? { label: 'Pause', icon: <Pause aria-hidden="true" />, action: playback.pause }
      : state.status === 'paused'
        ? { label: 'Resume', icon: <Play aria-hidden="true" />, action: playback.resume }
        : { label: 'Play', icon: <Play aria-hidden="true" />, action: () => playback.play(0) };
  return (
    <div
      role="toolbar"
      aria-label="Reading controls"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-card px-3 py-2 shadow-sm"
    >
      <Button size="sm" onClick={primary.action} aria-keyshortcuts="Space">
        {primary.icon}
        {primary.label}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={playback.stop}
        disabled={state.status === 'stopped'}
        aria-keyshortcuts="Escape"
      >
        <Square aria-hidden="true" />
        Stop
      </Button>
      <Label htmlFor={ids.speed} className="sr-only">
        Reading speed
      </Label>
      <Select
        value={String(settings.speed)}
        onValueChange={(value) => updateSettings({ speed: Number(value) })}
      >
        <SelectTrigger id={ids.speed} className="h-9 w-22">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PLAYBACK_SPEEDS.map((speed) => (
            <SelectItem key={speed} value={String(speed)}>
              {speed}x
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Popover>
        <PopoverTrigger asChild>
          <Button size="sm" variant="ghost" aria-label="Audio settings">
            <Settings2 aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="grid w-80 gap-4">
          <div className="grid gap-2">
            <Label htmlFor={ids.volume}>Volume: {Math.round(settings.volume * 100)}%</Label>
            <input
              id={ids.volume}
              type="range"
              min={0}
              max={1}
              step={VOLUME_STEP}
              value={settings.volume}
              onChange={(event) =>
                updateSettings({ volume: roundToStep(Number(event.target.value), VOLUME_STEP) })
              }
              className="accent-primary"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.pause}>Pause between verses: {settings.pauseSeconds} s</Label>
            <input
              id={ids.pause}
              type="range"
              min={PAUSE_MIN_SECONDS}
              max={PAUSE_MAX_SECONDS}
              step={PAUSE_STEP_SECONDS}
              value={settings.pauseSeconds}
              onChange={(event) =>
                updateSettings({ pauseSeconds: roundToStep(Number(event.target.value), PAUSE_STEP_SECONDS) })
              }
              className="accent-primary"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.voice}>Voice</Label>
            <Select
              value={settings.voiceId ?? DEFAULT_VOICE}
              onValueChange={(value) => updateSettings({ voiceId: value === DEFAULT_VOICE ? null : value })}
            >
              <SelectTrigger id={ids.voice}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={DEFAULT_VOICE}>Default narrator voice</SelectItem>
                {serverVoices.length > 0 && (
                  <SelectGroup>
                    <SelectLabel>Server voices</SelectLabel>
                    {serverVoices.map((voice) => (
                      <VoiceItem key={voice.voiceId} voice={voice} />
                    ))}
                  </SelectGroup>
                )}
                {browserVoices.length > 0 && (
                  <SelectGroup>
                    <SelectLabel>Browser voices</SelectLabel>
                    {browserVoices.map((voice) => (
                      <VoiceItem key={voice.voiceId} voice={voice} />
                    ))}
                  </SelectGroup>
                )}
              </SelectContent>
            </Select>
          </div>
          <Button variant="outline" onClick={playback.testVoice} disabled={playback.isTestingVoice}>
            {playback.isTestingVoice ? 'Testing...' : 'Test Voice'}
          </Button>
        </PopoverContent>
      </Popover>
      <span aria-live="polite" className="ms-auto text-sm font-medium text-muted-foreground">
        {state.status === 'playing' ? 'Reading...' : state.status === 'paused' ? 'Paused' : ''}
      </span>
    </div>
  );
}

import { useEffect } from 'react';
import { isTextEntry } from './text-entry';

/**
 * The one Escape handler for all speech output (the reader's read-aloud and a chat reply read aloud): Escape stops
 * whatever is speaking wherever focus is, except in a text field, where Escape keeps its usual meaning, and except
 * when an open dialog, popover or drawer took the Escape to close itself (it marks the event handled).
 */
export function isStopSpeechKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return false;
  return event.key === 'Escape' && !isTextEntry(event.target);
}

/** Calls `stop` when the reader presses Escape as described above, while `active` (so an idle player is left alone). */
export function useEscapeStopsSpeech(stop: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isStopSpeechKey(event)) stop();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stop, active]);
}

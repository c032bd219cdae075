import { fromCallback, fromPromise } from 'xstate';
import { startVoiceConversation, type VoiceConversation } from './voice-conversation';
import type {
  AudioLevelEvent,
  FadeOutEvent,
  HeardEvent,
  PlaybackEvent,
  VoiceActors,
  VoiceNotice,
} from './voice-events';

/*
 * The voice machine with its actors replaced by doubles that log what the machine starts and stops. A test
 * speaks through the running recogniser and plays through the running reply, as the page's actors would.
 */

type Session<TEvent> = { sendBack: (event: TEvent) => void; live: boolean };

export type VoiceHarness = {
  voice: VoiceConversation;
  /** What the machine started and stopped, in order: 'recogniser started', 'send: <text>', 'fade out 300'... */
  log: string[];
  notices: VoiceNotice['type'][];
  /** The levels the running recogniser was given. */
  levels: number[];
  /** A report from the running recogniser; throws when none runs. */
  hear: (event: HeardEvent) => void;
  /** A report from the running reply playback; throws when none runs. */
  play: (event: PlaybackEvent) => void;
  /** What the next sends resolve to (true: sent). */
  sendResult: { sent: boolean };
};

function running<TEvent>(sessions: Session<TEvent>[], name: string) {
  const session = sessions.at(-1);
  if (!session?.live) throw new Error(`no ${name} is running`);
  return session;
}

export function startVoiceHarness(): VoiceHarness {
  const log: string[] = [];
  const levels: number[] = [];
  const notices: VoiceNotice['type'][] = [];
  const recognisers: Session<HeardEvent>[] = [];
  const playbacks: Session<PlaybackEvent>[] = [];
  const sendResult = { sent: true };

  const actors: VoiceActors = {
    recogniser: fromCallback<AudioLevelEvent>(({ sendBack, receive }) => {
      const session: Session<HeardEvent> = { sendBack, live: true };
      recognisers.push(session);
      log.push('recogniser started');
      receive((event) => levels.push(event.level));
      return () => {
        session.live = false;
        log.push('recogniser stopped');
      };
    }),
    playback: fromCallback<FadeOutEvent, { content: string; voiceId: string }>(
      ({ input, sendBack, receive }) => {
        const session: Session<PlaybackEvent> = { sendBack, live: true };
        playbacks.push(session);
        log.push(`playback of "${input.content}" in ${input.voiceId}`);
        receive((event) => log.push(`fade out ${event.ms}`));
        return () => {
          session.live = false;
          log.push('playback stopped');
        };
      },
    ),
    send: fromPromise<boolean, { text: string }>(({ input }) => {
      log.push(`send: ${input.text}`);
      return Promise.resolve(sendResult.sent);
    }),
  };

  const voice = startVoiceConversation({ actors, onNotice: (notice) => notices.push(notice.type) });
  return {
    voice,
    log,
    notices,
    levels,
    hear: (event) => running(recognisers, 'recogniser').sendBack(event),
    play: (event) => running(playbacks, 'reply playback').sendBack(event),
    sendResult,
  };
}

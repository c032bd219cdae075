import type { CallbackActorLogic, PromiseActorLogic } from 'xstate';

/* What the voice machine holds, hears and runs: shared by the machine, its actors and the page. */

export type VoiceStatus = 'idle' | 'listening' | 'processing' | 'speaking' | 'interrupted';

export type VoiceContext = {
  transcript: string;
  /** Of the latest result, 0 to 1; 0 when the recogniser gave none. */
  confidence: number;
  /** The question being sent (processing). */
  question: string;
  /** The user spoke to the scholar: replies are read aloud and listening resumes after them. */
  conversing: boolean;
  /** Recogniser results are dropped (AI speaking, or within IGNORE_AFTER_SPEECH_MS after). */
  ignoringResults: boolean;
  /** Listening again after a reply ('Listening for your next question...'). */
  afterReply: boolean;
  coolingDown: boolean;
  loudFrames: number;
  error: string | null;
};

export type VoiceState = VoiceContext & { status: VoiceStatus };

/** What the recogniser (or the recorder) reports while it hears the user. */
export type HeardEvent =
  | { type: 'result'; transcript: string; confidence?: number; isFinal: boolean }
  /** Text from server transcription: final, and trusted without a confidence (the server gives none). */
  | { type: 'transcribed'; text: string }
  | { type: 'recogniserEnded' }
  | { type: 'recogniserError'; error: string };

/** What the reply's playback reports. */
export type PlaybackEvent =
  { type: 'playbackStarted' } | { type: 'playbackEnded' } | { type: 'replyNotSpoken' };

export type AudioLevelEvent = { type: 'audioLevel'; level: number };
export type FadeOutEvent = { type: 'fadeOut'; ms: number };

export type VoiceEvent =
  | { type: 'startListening' }
  | { type: 'stopListening' }
  | HeardEvent
  | PlaybackEvent
  /** The newest reply is complete: spoken when a question is waiting for it. */
  | { type: 'replyReady'; content: string; voiceId: string }
  | { type: 'speechDetected'; confidence: number }
  | AudioLevelEvent;

/** One-shot news for the page, emitted by the machine. */
export type VoiceNotice = { type: 'interrupted' } | { type: 'permissionDenied' };

/**
 * The machine's actors. The recogniser hears the user (it is given the microphone levels) and sends HeardEvents
 * back; the playback speaks one reply, sends PlaybackEvents back and fades out on request; the send resolves false
 * when the question was not sent. Stopping an actor must silence it.
 */
export type VoiceActors = {
  recogniser: CallbackActorLogic<AudioLevelEvent>;
  playback: CallbackActorLogic<FadeOutEvent, { content: string; voiceId: string }>;
  send: PromiseActorLogic<boolean, { text: string }>;
};

export const initialVoiceContext: VoiceContext = {
  transcript: '',
  confidence: 0,
  question: '',
  conversing: false,
  ignoringResults: false,
  afterReply: false,
  coolingDown: false,
  loudFrames: 0,
  error: null,
};
export const initialVoiceState: VoiceState = { status: 'idle', ...initialVoiceContext };

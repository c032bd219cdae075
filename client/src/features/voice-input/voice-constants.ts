/** Every delay and threshold the voice state machine uses, in one place; why each: docs/product.md, Voice. */
export const AUTO_SEND_DELAY_MS = 1500;
/** Recogniser results are dropped during playback and for this long after it ends (the AI's own voice echoes). */
export const IGNORE_AFTER_SPEECH_MS = 1200;
export const RESTART_AFTER_SPEECH_MS = 150;
export const INTERRUPT_RESTART_MS = 100;
export const FADE_OUT_MS = 300;
export const INTERRUPT_COOLDOWN_MS = 1000;
export const RECOGNISER_RETRY_MS = 200;
/** Sustained loud input while the AI speaks: one frame averaging this level or more interrupts... */
export const LOUD_INPUT_AVERAGE = 30;
/** ...or this level held for LOUD_INPUT_FRAMES frames in a row. */
export const LOUD_INPUT_SUSTAINED_LEVEL = 25;
export const LOUD_INPUT_FRAMES = 5;
/** Speech heard in the background while the AI speaks interrupts only above this confidence. */
export const BACKGROUND_SPEECH_CONFIDENCE = 0.5;
export const CONFIDENCE_THRESHOLD = 0.7;
/** The confidence assumed when the recogniser gives none (0 or missing). */
export const FALLBACK_CONFIDENCE = 0.8;

/** Recogniser errors that are transient: the recogniser is started again after RECOGNISER_RETRY_MS. */
export const RETRIED_RECOGNISER_ERRORS = ['aborted', 'network'] as const;
export const PERMISSION_RECOGNISER_ERRORS = ['not-allowed', 'service-not-allowed'] as const;

/*
 * Recording for server transcription (no Web Speech): the end of a question is found from the level meter.
 * Levels are the meter's average frequency level, 0 to 255, one per animation frame.
 */
/** A frame at or above this level counts as voice (below the loud-input barge-in levels, above room hum). */
export const SPEECH_LEVEL = 18;
/** Frames in a row at SPEECH_LEVEL before the recording counts as holding speech (a click or a cough does not). */
export const SPEECH_ONSET_FRAMES = 4;
/** Silence after speech that ends the question; pauses between words and phrases are shorter. */
export const END_OF_SPEECH_MS = 1000;
/** The longest recording, in step with the server's limit (TRANSCRIPTION_MAX_SECONDS). */
export const MAX_RECORDING_MS = 60_000;

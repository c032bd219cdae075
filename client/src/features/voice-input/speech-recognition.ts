/* The part of the Web Speech API the voice area uses (TypeScript's DOM library does not declare it). */

export type RecognitionAlternative = { transcript: string; confidence: number };
export type RecognitionResultEvent = {
  resultIndex: number;
  results: ArrayLike<ArrayLike<RecognitionAlternative> & { isFinal: boolean }>;
};

export interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

export function getRecognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The newest result: its text (all alternatives' first choice joined), confidence and finality. */
export function readLatestResult(event: RecognitionResultEvent) {
  let transcript = '';
  let confidence = 0;
  let isFinal = false;
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index]!;
    const best = result[0];
    if (!best) continue;
    transcript += best.transcript;
    confidence = best.confidence;
    isFinal = result.isFinal;
  }
  return { transcript: transcript.trim(), confidence, isFinal };
}

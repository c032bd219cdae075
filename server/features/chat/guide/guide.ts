import type { Persona } from '../../../../common/personas';
import type { ReligionId } from '../../../../common/scripture/religions';
import type { ScriptureRef } from '../../../../common/scripture/scripture-ref';

/** One passage read from the library: the only scripture a reply may quote. */
export type Passage = {
  ref: ScriptureRef & { verse: number };
  /** 'Matthew 6:14', 'Dhammapada 1:5', 'Khuddakapatha 9:11-12'. */
  reference: string;
  /** How the rest of the world cites it, where the library numbers it otherwise ('SN 4.23'). */
  citation?: string;
  religion: ReligionId;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  translation: string;
  /** Name of the translation, for the reader ('World English Bible'). */
  translationName: string;
};

export type GuideTurn = { type: 'user' | 'ai'; content: string };

export type GuideRequest = {
  question: string;
  persona: Persona;
  /** Traditions in the order the reply should take them (the persona's own first). */
  traditions: readonly ReligionId[];
  /** Retrieved passages per tradition, best first. */
  passages: Partial<Record<ReligionId, Passage[]>>;
  /** Earlier turns of this conversation, oldest first. */
  history: readonly GuideTurn[];
  /** What the reader has open, if anything. */
  context: { religion: string | null; book: string | null; chapter: number | null };
  /** Themes the question calls up ('forgiveness'), for the introduction. */
  themes: readonly string[];
  /** Traditions the question names ("What does the Bible say..."): one with no passage says so. */
  named?: readonly ReligionId[];
  /** The question touches on suicide or self-harm (the reader is shown the help lines under the answer). */
  aboutSelfHarm?: boolean;
};

/** Why a question is not answered from the texts (the kind refusal points to real help). */
export type OutOfScope = { kind: 'medical' | 'legal' | 'violence' | 'self-harm'; reply: string };

/** A source of replies: text arrives in pieces (streamed), to be joined into the whole reply. */
export interface Guide {
  readonly kind: 'offline' | 'openai-compatible';
  reply(request: GuideRequest, signal?: AbortSignal): AsyncIterable<string>;
}

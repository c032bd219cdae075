import { perspectiveTag } from '../../../../common/chat/perspective-tags';
import { getReligion, type ReligionId } from '../../../../common/scripture/religions';
import type { Guide, GuideRequest, Passage } from './guide';
import { quoteVerse } from '../../../../common/scripture/quote-verse';

/** The longest quotation of one passage in an answer; a longer one is cut at a sentence end. */
export const MAX_QUOTE = 420;
/**
 * The best three of each tradition's five: with no model to judge which one answers, a fitting passage is often
 * the ranking's third (on the dev set the quoted ones held one for 53 of 184 lists with two, 60 with three).
 */
export const PASSAGES_PER_TRADITION = 3;

/** A long hadith is cut at a sentence end (the text stays the library's own, with an ellipsis). */
export function quotable(text: string, max = MAX_QUOTE): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '), cut.lastIndexOf('? '));
  return `${(sentenceEnd > max / 2 ? cut.slice(0, sentenceEnd + 1) : cut.slice(0, cut.lastIndexOf(' '))).trim()} …`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function block(passages: readonly Passage[], own: boolean, personaName: string): string {
  const [first, ...rest] = passages;
  if (!first) return '';
  const scripture = getReligion(first.religion).scriptureName;
  const source = `(${first.citation ? `${first.citation}; ` : ''}${first.translationName})`;
  const opening = own
    ? `As the ${personaName}, I would begin with ${first.reference} ${source}:`
    : `${scripture}, ${first.reference} ${source}:`;
  const more = rest
    .map(
      (passage) =>
        ` See also ${passage.reference}${passage.citation ? ` (${passage.citation})` : ''}: ${quoteVerse(quotable(passage.text))}`,
    )
    .join('');
  return `${opening} ${quoteVerse(quotable(first.text))}${more}`;
}

/** What is said for a tradition the question names when its texts gave no passage on it. */
export function noPassage(religion: ReligionId): string {
  return `I found no passage in ${getReligion(religion).scriptureName.replace(/^The /, 'the ')} that speaks to this in its own words. Its texts may put it another way, and a teacher of the tradition can tell you how it is read there.`;
}

/**
 * The default scholar: no language model, only the library. It introduces the question in the persona's voice,
 * says plainly that it is quoting the texts, then gives one perspective per tradition built from the passages
 * retrieval found, the persona's own tradition first.
 */
export function composeOfflineReply(request: GuideRequest): string {
  const traditions = request.traditions.filter((religion) => (request.passages[religion]?.length ?? 0) > 0);
  // A tradition the reader asked about by name is never passed over in silence.
  const namedWithout = (request.named ?? []).filter(
    (religion) => request.traditions.includes(religion) && !traditions.includes(religion),
  );
  if (traditions.length === 0) {
    return `I looked through the library for passages on “${request.question.trim().slice(0, 120)}” but found none that speak to it directly. Try naming a theme such as forgiveness, hope, suffering or prayer, or ask about a verse by its reference (for example John 3:16 or Dhammapada 5).`;
  }
  const topic = request.themes.length > 0 ? `On ${listOf(request.themes)}, ` : '';
  // The persona's greeting speaks of the other traditions: it is left out when one tradition answers alone.
  const intro = [
    ...(traditions.length > 1 ? [request.persona.greeting] : []),
    `${topic}I am quoting the texts themselves, word for word from the library (${listOf(
      traditions.map((religion) => getReligion(religion).name),
    )}), rather than speaking in my own words; they are a starting point for reflection, and a teacher of each tradition can take you further.`,
  ].join(' ');
  const own = request.persona.primaryReligion;
  const blocks = request.traditions.flatMap((religion) => {
    if (namedWithout.includes(religion)) return [`${perspectiveTag(religion)} ${noPassage(religion)}`];
    if (!traditions.includes(religion)) return [];
    const passages = request.passages[religion]!.slice(0, PASSAGES_PER_TRADITION);
    return [`${perspectiveTag(religion)} ${block(passages, religion === own, request.persona.name)}`];
  });
  return [intro, ...blocks].join('\n\n');
}

/** Streams the composed reply a few words at a time, like a model would. */
export class OfflineGuide implements Guide {
  readonly kind = 'offline' as const;

  async *reply(request: GuideRequest, signal?: AbortSignal): AsyncIterable<string> {
    const words = composeOfflineReply(request).split(/(?<=\s)/);
    for (let index = 0; index < words.length; index += 8) {
      if (signal?.aborted) return;
      yield words.slice(index, index + 8).join('');
    }
  }
}

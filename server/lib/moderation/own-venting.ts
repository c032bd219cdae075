import { group, place, sacred } from './rule-parts';

/**
 * A reader's strong words about their own life are not aimed at anyone: "I'm so tired of this shit", "I feel like
 * shit today, my dad died", "fuck my life". Three blind probes of typical messages each held a sincere reader in
 * pain refused for one such word, and every refusal is a warning on the way to a ban. The word still counts when the
 * sentence names what it could be thrown at (a people, a place, something sacred, the reader or the scholar, a book,
 * a verse, a faith) or does not speak of the writer at all ("this book is shit", "what the fuck").
 */
const writer = /(?:^|\s)(?:i|i'm|im|i've|ive|i'd|i'll|me|my|myself|mine|we|we're|our|us|ours)(?=\s|$)/u;
let aimed: RegExp | undefined;

export function ventingOwnLife(sentence: string): boolean {
  aimed ??= new RegExp(
    `(?:^|\\s)(?:${group}|${sacred}|${place}|you|u|ya|your|ur|yourself|you're|youre|scholar|bot|ai|app|book|books|verse|verses|chapter|scripture|scriptures|religion|religions|faith|faiths|prophet|prophets|answer|answers|reply|replies)(?=\\s|$)`,
    'u',
  );
  // What is the writer's own ("lost my faith", "my religion") is not a target.
  return writer.test(sentence) && !aimed.test(sentence.replace(/(?:^|\s)(?:my|our) [\p{L}']+/gu, ' '));
}

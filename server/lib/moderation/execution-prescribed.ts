import { anyWord, group } from './rule-parts';

/**
 * An execution prescribed for a people (probe 16): the people named, then a killing they "should", "ought to",
 * "deserve to", "need to" or "belong" to suffer, told by the way it is done rather than by a verb of killing: lined
 * up or put against a wall and shot, strung up or hanged, swung from a rope, thrown off a roof, sunk in a river with
 * weights; or the people called "fair game" or "a legitimate target". The older rules read a bare "should be
 * killed"; this reads the method. A past execution told ("the Báb was lined up and shot"), a question, a negation
 * ("no rabbi is a legitimate target"), another's words reported ("my brother keeps saying ...") and things that are hung up (lights, diyas, the priests who "swing by") stay
 * out: the method needs a modal of what ought to be and a people as its subject. Wordings and twins in
 * execution-prescribed.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

/** A people named by their group noun or by a plural of a role ("activists", "vegans", "feminists"). */
const people = `(?:${group}|(?:all |every |any |the |those |these )?\\p{L}{3,}(?:ists|ians|ans|ites))`;
const ought =
  '(?:should|must|ought to|need to|needs to|deserve to|deserves to|have to|has to|gotta|got to|belong|belongs|are going to|is going to|will)(?: all| each| just| finally| simply){0,2}';
const method = [
  // Lined up against a wall may be for a photograph; put against one, or shot there, is not.
  '(?:be )?(?:lined up|put|stood|stand) (?:up )?against (?:a|the) wall and (?:shot|executed|gunned down)',
  '(?:be )?put (?:up )?against (?:a|the) wall',
  '(?:be )?lined up and (?:shot|gunned down|executed|hanged|hung)',
  '(?:be )?(?:strung up|hanged|hung) (?:from|on|in|by|one by one|like)',
  '(?:be )?(?:strung up|hanged|hung)(?= [,.;!]|$| every| each| all)',
  'swing (?:from|on) (?:a|the|their|his) (?:rope|ropes|tree|trees|lamppost|lampposts|gallows|noose)',
  '(?:be )?(?:thrown|tossed|pushed|hurled) (?:off|from) (?:the |a |their )?(?:\\p{L}+ )?(?:rooftops?|roofs?|buildings?|towers?|cliffs?|bridges?)',
  '(?:be )?(?:at|on) the bottom of (?:the|a) (?:river|lake|sea|canal|ocean|harbour|harbor)',
  '(?:be )?(?:drowned|sunk) (?:in|with)',
].join('|');
const prescribed = new RegExp(`(?:^|\\s)${people}(?: ${anyWord}){0,5}? ${ought} (?:${method})`, 'u');
/** "Any rabbi on the street is fair game", "every jew in london is a legitimate target". */
const gameSaid = new RegExp(
  `(?:^|\\s)${people}(?: ${anyWord}){0,5}? (?:is|are|'s|'re|are now|is now|become|becomes) (?:(?:a |all |now |fair )?)(?:fair game|legitimate targets?|legit targets?|valid targets?)(?! for (?:criticism|satire|jokes?|questions?|debate|mockery|comedy|discussion|scrutiny|critique))`,
  'u',
);
const negated =
  /(?:^|\s)(?:no|not|never|nobody|n't|isn't|aren't|shouldn't|mustn't|don't|doesn't|nor)(?:\s|$)/u;
/** Someone else's words reported ("my brother keeps saying the imams should be ..."): a witness's account. */
const reported =
  /(?:^|\s)(?<!(?:i|we) )(?:says|said|saying|keeps saying|kept saying|told|tells|shouted|shouting|wrote|writes|posted|sprayed|scrawled|painted|chanted|chanting|claims|claimed)(?:\s|$)/u;

const speakerOfIt =
  /\s(?:said|says|told (?:me|us|him|her|them)|tells (?:me|us)|thinks|thought|believes|preached|preaches|wrote|claimed|claims)(?: that)? (?:he|she|they|you|i|we|my [\p{L}']+|our [\p{L}']+|his [\p{L}']+|her [\p{L}']+)(?:\s|$)/u;

export function executionPrescribed(text: string): Found {
  for (const sentence of text.match(/[^.!?;]+[.!?;]?/gu) ?? []) {
    if (sentence.trim().endsWith('?')) continue;
    const found = prescribed.exec(sentence) ?? gameSaid.exec(sentence);
    if (!found) continue;
    const before = sentence.slice(0, found.index + found[0].length);
    if (negated.test(before) || reported.test(sentence.slice(0, found.index))) continue;
    // "our imam said he should be thrown off a building": the people named is the one who spoke.
    if (speakerOfIt.test(found[0])) continue;
    return { rule: 'threat.execution', matched: found[0].trim() };
  }
  return undefined;
}

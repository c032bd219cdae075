import { agreed } from './attributed-quote';
import { answeredByWriter } from './reported-speech';
import { familyHyperbole, mentioned } from './mention';
import { depictedInWork } from './depicted-in-work';
import { spokenByTaggedSpeaker } from './dialogue-tag';
import { disavowed } from './disavowal';
import { matchDisavowed } from './act-disavowal';
import { spokenOfOwnDanger } from './own-danger';
import { claimOfCondemnedSource } from './condemned-source';
import { everydayActOnPeople } from './people-named';
import { ventingOwnLife } from './own-venting';
import { aboutTheAct, reportingWords, rules, urging, type Rule } from './rules';

/**
 * The sentence rules' reading of a message (rules.ts): each rule over each sentence, and the exceptions a match may
 * have (a sincere question, scripture's register, a slur mentioned, a reader's own danger, a harm disavowed, a
 * condemned source's teaching).
 */
export type Sentence = { text: string; question: boolean; scripture: boolean };
export type Quoting = { quoted: readonly string[]; text: string };

/** A source of scripture or tradition named as what a quotation is from: "Sahih Muslim 2922 says", "the verse". */
const citedSource =
  /\b(?:hadith|hadiths|verse|verses|surah|sura|ayah|psalm|chapter|sahih|bukhari|tirmidhi|dawud|talmud|mishnah|gita|torah|bible|quran|qur'an|scripture|book of|says|said|reads|states|narrated)\b/u;

/**
 * Violence inside quotation marks, in a message that names its source and asks about it ("Sahih Muslim 2922 says
 * '... come and kill him.' Is this hadith authentic?"), is quoted to be understood, not said.
 */
function quotedAndAskedAbout(matched: string, sentences: readonly Sentence[], message: Quoting): boolean {
  if (!sentences.some((sentence) => sentence.question)) return false;
  const quoted = message.quoted.some((span) => span.includes(matched.trim()));
  return quoted && citedSource.test(message.text);
}

/** Whether a question excuses this match: any match for most rules, only a reported claim for some. */
function excusedAsQuestion(rule: Rule, sentence: Sentence, match: RegExpExecArray): boolean {
  if (!rule.questionsPass || !sentence.question || urging.test(sentence.text)) return false;
  if (rule.questionsPass === true) return true;
  const before = sentence.text.slice(0, match.index);
  if (rule.questionsPass === 'about' && aboutTheAct.test(before)) return true;
  // "My dad says they are vermin and he's right, right?" reports a claim only to take it up.
  return reportingWords.test(before) && !agreed.test(sentence.text);
}

/**
 * An act rule (a threat, a call for death, an urge to self-harm) stands down when the act is negated or condemned;
 * the generalisation rule when the claim is reported to be condemned (act-disavowal.ts). Contempt, slurs and
 * insults are never excused this way.
 */
function disavowedByKind(
  rule: Rule,
  sentence: Sentence,
  match: RegExpExecArray,
  next: Sentence | undefined,
  rest: string,
): boolean {
  const kind =
    // "The only good X is a dead X" calls for deaths: an act, which a witness may report and answer.
    rule.reason === 'violence' || rule.reason === 'self-harm' || rule.id === 'hate.only-good-dead'
      ? 'act'
      : rule.id.startsWith('hate.generalisation')
        ? 'claim'
        : undefined;
  if (!kind) return false;
  return matchDisavowed(kind, sentence, { index: match.index, matched: match[0] }, next?.text, rest);
}

/**
 * A practice or a crime that singles out some of a group, just before it: "prosperity gospel preachers are con men",
 * "abusive priests are criminals" judge those, not the group.
 */
const singledOut =
  /(?:^|\s)(?:prosperity gospel|prosperity|televangelist|megachurch|corrupt|abusive|predatory|extremist|radical|violent|militant|cult|fake|greedy|criminal|jihadist|terrorist) $/u;

/**
 * A charge against God or a people reported and then asked about, or answered with the writer's hurt ("My ex used to
 * tell me my Buddha statue was a devil idol. I'm still upset"): "Dawkins says God is a bloodthirsty ethnic
 * cleanser. How do Jews respond?", "A kid in my class said the Jews control all the banks. Where does that myth come
 * from?" The writer's own "I say" is no report, the message must ask something, and agreeing ("lol", "he's right")
 * keeps the charge the writer's.
 */
const criticReported =
  /(?:^|\s)(?!(?:i|we|and i|and we)\s)[\p{L}']+ (?:says|said|claims|claimed|argues|argued|writes|wrote|thinks|thought|believes|believed|(?:used to |would )?(?:tell|tells|told) (?:me|us)|told(?: [\p{L}']+){1,3} that)(?: that)?(?: (?:the|my|our))? $/u;
function chargeReportedAndAnswered(
  sentence: Sentence,
  match: RegExpExecArray,
  sentences: readonly Sentence[],
): boolean {
  const asked = sentences.some((other) => other.question);
  return (
    (asked || answeredByWriter(sentences.map((other) => other.text).join(' . '))) &&
    criticReported.test(sentence.text.slice(0, match.index)) &&
    !sentences.some((other) => agreed.test(other.text))
  );
}

/**
 * The claim denied as it is told: "It's not true that Jews are greedy", "the myth that Jews control the banks", "Not
 * all Muslims are terrorists".
 */
const claimDenied =
  /(?:^|\s)not(?: all)? $|(?:^|\s)(?:(?:it's|it is|its|that's|that is|this is)(?: just| simply)? (?:not true|untrue|false|a myth|a lie|nonsense|a slander|a stereotype|a canard|an old lie|an antisemitic lie|a racist lie)|(?:the|an|this|that|old) (?:myth|lie|trope|canard|stereotype|slander|libel|conspiracy theory|propaganda|smear)|(?:wrong|hateful|false|ridiculous|racist|bigoted) to (?:say|claim|think|believe|suggest)) that(?: the)? $/u;
const chargeRule = (rule: Rule) => rule.id.startsWith('sacred.') || rule.id.startsWith('hate.generalisation');

let violenceOnly: readonly Rule[] | undefined;
export const violenceRules = () => (violenceOnly ??= rules.filter((rule) => rule.reason === 'violence'));

/**
 * The sentences as written in which a threat rule matched something (and, as nothing blocked, found it excused: a
 * harm disavowed, a question, a witness), recorded while they are read: a people-named reading of them would only
 * lose that excuse.
 */
const judgedAsWritten = new WeakSet<Sentence>();

/**
 * The first rule that blocks one of the readings, read sentence by sentence. `sentences` are the sentences as
 * written, which a reading stands for (its next sentence, the rest of the message); a reading with no sentence of
 * its own is skipped, and so is one whose sentence as written a threat rule already matched (judgedAsWritten).
 */
export function sentenceVerdict(
  ruleList: readonly Rule[],
  readings: readonly (Sentence | undefined)[],
  sentences: readonly Sentence[],
  message: string,
  spoken: () => Quoting,
): { rule: Rule; matched: string } | undefined {
  for (const rule of ruleList) {
    for (const [index, sentence] of readings.entries()) {
      if (!sentence) continue;
      const asWritten = sentence === sentences[index];
      if (!asWritten && judgedAsWritten.has(sentences[index]!)) continue;
      const match = rule.pattern.exec(sentence.text);
      if (match && asWritten && rule.reason === 'violence') judgedAsWritten.add(sentence);
      if (!match || excusedAsQuestion(rule, sentence, match)) continue;
      if (
        chargeRule(rule) &&
        (claimDenied.test(sentence.text.slice(0, match.index)) ||
          chargeReportedAndAnswered(sentence, match, sentences))
      )
        continue;
      if (!asWritten && everydayActOnPeople(match[0])) continue;
      if (rule.scripturePasses && sentence.scripture) continue;
      if (rule.reason === 'profanity' && ventingOwnLife(sentence.text)) continue;
      if (rule.id.startsWith('hate.generalisation') && singledOut.test(sentence.text.slice(0, match.index)))
        continue;
      if (
        (rule.reason === 'slur' || rule.id === 'threat.coded' || rule.id === 'hate.group-epithet') &&
        mentioned(sentence.text, match.index, match[0], spoken())
      )
        continue;
      if (
        rule.reason === 'self-harm' &&
        spokenOfOwnDanger(sentence.text, { index: match.index, matched: match[0] })
      )
        continue;
      // A story's words asked about ("Why are you still alive? asked the monk. What does it mean?").
      if (
        (rule.reason === 'violence' || rule.reason === 'self-harm') &&
        sentences.some((other) => other.question) &&
        spokenByTaggedSpeaker(sentence.text, match.index + match[0].length, sentences[index + 1]?.text)
      )
        continue;
      if (rule.reason === 'violence' && familyHyperbole.test(sentence.text)) continue;
      if (rule.reason === 'violence' && depictedInWork(sentence.text, match.index, message)) continue;
      if (rule.reason === 'violence' && disavowed(sentence.text, match.index, match[0])) continue;
      if (rule.reason === 'violence' && quotedAndAskedAbout(match[0], sentences, spoken())) continue;
      const rest = sentences
        .slice(index + 1)
        .map((later) => later.text)
        .join(' . ');
      if (disavowedByKind(rule, sentence, match, sentences[index + 1], rest)) continue;
      // Hate told as the teaching of those history condemns for it ("The Nazis taught that Jews were...").
      if (rule.reason === 'hate' && claimOfCondemnedSource(sentence.text, match.index, rest)) continue;
      return { rule, matched: match[0] };
    }
  }
  return undefined;
}

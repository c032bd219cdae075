/**
 * A reader who tells the scholar they are thinking of ending their life, or of hurting themselves, is answered by a
 * person's care and the lines that can help now, never by verses (the words of such a message find passages about
 * killing). A question *about* suicide or self-harm ("Is suicide a sin in Islam?", "Why did Judas hang himself?")
 * is a sincere question and is answered; the same lines are shown beside the answer, since the question may be
 * close to the one asking. Figures of speech ("I could kill myself for forgetting", "dying to know") are neither.
 */

import { showsDangerSign } from './danger-signs';
import { namesOwnActOfHarm } from './own-act';

const APOSTROPHES = /[\u2018\u2019\u02bc`´]/g;

/** Self-harm told in the first person: an intent, a wish, a plan, or the feeling that life should stop. */
const firstPersonDanger: readonly RegExp[] = [
  // "I want to kill myself", "thinking of hurting myself", "I'll hang myself"; not "kill myself laughing".
  /\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|starve|starving|burn|burning|off)\s+myself\b(?!\s+(?:laughing|with\s+laughter))/,
  /\b(?:end|ending|take|taking|ended)\s+my\s+(?:own\s+)?life\b/,
  // Self-harm told as the reader's own: "I self-harm", "my self-harm", "how do I stop self-harming".
  /\b(?:i|i've|i'm|my)\s+(?:been\s+|started\s+|keep\s+)?self[-\s]?harm\w*/,
  /\b(?:stop|quit|give\s+up)\s+(?:self[-\s]?harm\w*|cutting\s+myself|hurting\s+myself)\b/,
  /\b(?:end|ending)\s+(?:it\s+all|everything|things|it\s+tonight|it\s+now)\b/,
  /\b(?:i\s+am|i'm|im|i\s+feel|feeling|been|i've\s+been)\s+(?:so\s+|really\s+|very\s+|kind\s+of\s+|a\s+bit\s+)?suicidal\b/,
  /\b(?:my|having|have|had|these|the)\s+suicidal\s+(?:thoughts|feelings|urges)\b/,
  // The reader's thoughts, not those a young person told the imam of ("tells me they are thinking of suicide").
  /(?<!\b(?:they|he|she|who|they're|he's|she's|are|is|was|were|callers|people|patients|clients|students|teens|teenagers|believers|christians|muslims|jews|hindus|buddhists|others|folks|kids|children|men|women)\s+)\b(?:thinking|thought|think|thoughts)\s+(?:about|of)\s+(?:suicide|killing\s+myself|ending\s+(?:it|my\s+life)|dying|not\s+being\s+here)\b/,
  /\b(?:commit|committing)\s+suicide\b/,
  /\b(?:i\s+(?:just\s+|really\s+|only\s+)?(?:want|wanna|wish|need)|i'd\s+rather|i\s+would\s+rather|(?:i'm|i\s+am|im)\s+(?:ready|going|planning))\s+to\s+die\b(?!\s+(?:to|for|of\s+(?:laughter|embarrassment)))/,
  /\bi\s+wish\s+i\s+(?:was|were|could\s+be)\s+dead\b/,
  // A word or two between the speaker and the wish ("i honestly just want to die", "i wanna die").
  /\bi\s+(?:\w+\s+){0,2}?(?:want|wanna|wish|need)\s+(?:to\s+)?die\b(?!\s+(?:to|for|of\s+(?:laughter|embarrassment)))/,
  /\b(?:i'd|i\s+would)\s+rather\s+be\s+dead\b/,
  /\b(?:wish|want|hope|pray|praying)\b[^.?!]{0,40}\b(?:not|never)\s+(?:wake|waking)\s+up\b/,
  /\bpoint\s+(?:in|of|to)\s+(?:living|being\s+alive|going\s+on|carrying\s+on|staying\s+alive)\b/,
  /\bi\s+wish\s+i\s+(?:had\s+never\s+been|was\s+never|were\s+never|hadn't\s+been)\s+born\b/,
  /\b(?:i'd|i\s+would|i'm|i\s+am|(?:everyone|everybody|the\s+world|my\s+family|they|people)\s+(?:would\s+be|is|are))\s+better\s+off\s+(?:dead|without\s+me|if\s+i\s+(?:just\s+)?(?:was|were|died|disappeared|wasn't\s+here|weren't\s+here)(?:\s+(?:gone|dead))?)\b/,
  /\b(?:don't|do\s+not|dont|no\s+longer)\s+want\s+to\s+(?:live|be\s+alive|be\s+here|exist|wake\s+up|go\s+on)\b/,
  /\bi\s+(?:don't|do\s+not|dont|no\s+longer)\s+deserve\s+to\s+(?:live|be\s+alive|exist|breathe)\b(?!\s+(?:in|with|like|here|there|on|at|near|under))/,
  /\b(?:no|not\s+any)\s+(?:reason|point)\s+(?:to|in)\s+(?:live|living|go\s+on|going\s+on|carry\s+on|carrying\s+on|stay\s+alive|being\s+alive)\b/,
  /\bi\s+(?:can't|cannot|can\s+not)\s+(?:go\s+on|do\s+this|keep\s+going|take\s+it)\s+(?:any\s*more|much\s+longer)\b/,
  /\b(?:nobody|no\s+one|noone)\s+(?:would|will)\s+(?:even\s+|really\s+|ever\s+)?(?:miss|notice|care)\b[^.?!]{0,30}\bif\s+i\s+(?:died|was\s+gone|were\s+gone|disappeared|wasn't\s+here|was\s+dead)\b/,
  // A plan told by its means: the pills saved up, the bridge chosen.
  /\b(?:take|taking|swallow|swallowing)\s+(?:them\s+all|all\s+(?:of\s+)?(?:my|the|these|those)\s+(?:pills|tablets|meds))\b/,
  /\b(?:saved|saving|stockpiled|stockpiling|hoarded|hoarding)\s+(?:up\s+)?(?:my\s+|the\s+|enough\s+)?(?:pills|tablets|meds|medication|sleeping\s+pills)\b/,
  /\b(?:i'll|i\s+will|i'm\s+going\s+to|going\s+to|gonna|want\s+to)\s+(?:overdose|jump\s+(?:off|from)\s+(?:the\s+|a\s+|my\s+)?(?:\w+\s+)?(?:bridge|roof|building|overpass|cliff|balcony|tower|ledge|car\s+park|window)|jump\s+in\s+front\s+of)\b/,
  /\bsay(?:ing)?\s+(?:my\s+)?goodbyes?\s+(?:to\s+everyone|for\s+good|before\s+i\s+go)\b/,
];

/** Someone else's danger told by the reader: answered, and the same lines help them help. */
const someoneElsesDanger =
  /\b(?:wants|want|is\s+going|threatens|threatened|talks\s+about|talking\s+about|tried|is\s+trying)\s+to\s+(?:kill|hurt|harm|end)\s+(?:himself|herself|themselves|themself|his\s+life|her\s+life|their\s+life)\b|\b(?:he|she|they)\s+(?:is|are|'s|'re|seems?)\s+suicidal\b/;

/** The subject named at all: a question about it is answered, with the lines beside the answer. */
const aboutSelfHarm =
  /\b(?:suicid\w*|self[-\s]?harm\w*|kill(?:ed|s|ing)?\s+(?:himself|herself|themselves|oneself|yourself)|took\s+(?:his|her|their)\s+own\s+life|take\s+(?:one's|your|his|her|their)\s+own\s+life)\b/;

/** A danger told as long past and survived, with nothing of it now ("years ago I tried to end my life"). */
const pastMarker =
  /\b(?:years?|months?|long|a\s+decade|decades)\s+ago\b|\bwhen\s+i\s+was\s+(?:younger|a\s+teen\w*|\d+)\b|\bin\s+the\s+past\b|\bas\s+a\s+(?:teen\w*|student|child|kid)\b|\bback\s+when\b|\bi\s+used\s+to\b|\bin\s+my\s+(?:teens|twenties|thirties|youth)\b/;
/** "Clean for eight years now" is the recovery's now, not the danger's. */
const presentMarker =
  /\b(?:again|(?<!(?:years?|months?|days?)\s+(?:\w+\s+)?)now|tonight|today|still|anymore|any\s+more|these\s+days|lately)\b/;

const figureOfSpeech =
  /\b(?:could|would)\s+(?:just\s+|literally\s+)?kill\s+myself\s+(?:for|over|when|because|if)\b/;
/**
 * Hyperbole about a chore, laughed at: "if I have to read one more genealogy I'm going to shoot myself lol", "this
 * traffic makes me want to jump off a bridge, haha". The frame and the laugh together; a laugh alone is no frame
 * ("thinkin bout jumpin off the overpass tonite ... lol" is a danger).
 */
const choreFrame =
  /\b(?:if\s+i\s+(?:have\s+to|hear|see|read|get)\b[^.?!]{0,50}\b(?:one\s+more|another|again)|makes?\s+me\s+want\s+to|one\s+more\s+\w+\s+and\s+i'?m|one\s+more\s+time\s+(?:i'?m|im|i\s+will|i'll)|again,?\s+(?:i'?m|im)\s+(?:gonna|going\s+to)|(?:brain|head)\s+is\s+(?:going\s+to|gonna)\s+explode|time\s+to\s+go\s+(?:jump|die|drown))\b/;
const laughed = /(?:\b(?:lol|lmao|haha\w*|jk|rofl)\b|😂|🤣|😅|😆|🙃|💀)/u;
/** Said to be a joke outright ("jk", "just kidding"), not "I'm not kidding". */
const kidding = /(?<!\b(?:not|n't)\s)\b(?:jk|j\/k|just\s+kidding|just\s+joking)\b/;

/** Contractions typed without their apostrophe, as they often are on a phone ('cant', 'dont', 'im'). */
const BARE_CONTRACTIONS = /\b(can|don|won|didn|isn|wasn|i)(t|m|ve|d|ll)\b/g;

/** Someone else's words quoted by the reader ("my student wrote \"I want to die\" in her journal"), taken out. */
const quotedFromOthers =
  /\b(?:wrote|writes|said|says|texted|posted|told\s+me|tells\s+me|messaged)\s+"[^"]{1,200}"/g;
/** Someone else's urging told by the one it was aimed at ("someone in the comments told me to kill myself"). */
const urgedByOthers =
  /\b(?:someone|somebody|people|a\s+user|users|a\s+troll|trolls|a\s+guy|some\s+guy|he|she|they|kids|bullies|a\s+stranger|strangers|commenters)\b[^.?!]{0,30}\b(?:told|tells|telling|keep\s+telling|keeps\s+telling|said|says)\s+(?:me\s+)?(?:to|i\s+should)\s+(?:go\s+)?(?:kill|hang|hurt|off|unalive)\s+myself\b/g;

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(quotedFromOthers, ' ')
    .replace(urgedByOthers, ' ')
    .replace(/\s+/g, ' ')
    .replace(BARE_CONTRACTIONS, (word, stem: string, ending: string) =>
      (stem === 'i') === ['m', 've', 'd', 'll'].includes(ending) ? `${stem}'${ending}` : word,
    );

/** The reader tells of a danger to themselves. */
export function tellsOfDangerToSelf(text: string): boolean {
  const said = normalised(text);
  if (figureOfSpeech.test(said) || (choreFrame.test(said) && laughed.test(said)) || kidding.test(said))
    return false;
  if (pastMarker.test(said) && !presentMarker.test(said)) return false;
  return (
    firstPersonDanger.some((pattern) => pattern.test(said)) ||
    showsDangerSign(said) ||
    namesOwnActOfHarm(said)
  );
}

/** The reader tells of someone else in danger ("my friend wants to kill herself", "my son seems suicidal"). */
export const tellsOfSomeoneInDanger = (text: string): boolean => someoneElsesDanger.test(normalised(text));

/**
 * The message names suicide or self-harm: the reader's own danger, someone else's, or the subject itself. The help
 * lines are shown with the reply.
 */
export function concernsSelfHarm(text: string): boolean {
  return tellsOfDangerToSelf(text) || tellsOfSomeoneInDanger(text) || aboutSelfHarm.test(normalised(text));
}

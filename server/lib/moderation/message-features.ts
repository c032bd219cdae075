import { weaponField } from './lexical-fields';
import * as lexicon from './lexicon';
import { verbForms } from './verb-forms';

/**
 * The features the guard's learned stage reads (learned-screen.ts; trained by eval/moderation/learned-guard.ts, ADR
 * 0158 and 0163), from a message's normalised words (the rules' normaliseMessage): the words, each pair
 * of neighbouring words and four-letter pieces of each word, and the same message read as the roles its words play
 * (a harm, a weapon, a place of worship, a gathering, a group, "you", the writer, a modal, a time still to come, a
 * past, a question, a joke...). The roles are what carries to wordings nobody wrote down: "the writer + a modal + a
 * harm + a place + a time" is the shape of a threat whatever its verb, and "a past + a group + a harm" the shape of
 * history. Hashed into a fixed number of slots, so the weights need no vocabulary.
 */

export const FEATURE_SLOTS = 1 << 18;

const forms = (phrases: readonly string[]) =>
  phrases.flatMap((phrase) => {
    const f = verbForms(phrase);
    return [f.base, f.third, f.ing, ...f.past];
  });

/** Every form of every harm the guard knows: "kill", "kills", "killing", "killed", "burn down", "be shot". */
export const harmPhrases: readonly string[] = [
  ...forms(lexicon.violentVerbs),
  ...lexicon.harmParticiples,
  ...lexicon.harmOutcomes,
];

const roleLists: [string, readonly string[]][] = [
  ['HARM', harmPhrases],
  [
    'WEAPON',
    [
      ...weaponField,
      ...'gun,guns,rifle,rifles,shotgun,pistol,machete,machetes,knife,knives,bomb,bombs,explosives,grenade,grenades,molotov,petrol,gasoline,gas can,jerry can,jerry cans,kerosene,accelerant,dynamite,ammo,bullet,bullets,matches,lighter,rope,noose,acid,truck,van'.split(
        ',',
      ),
    ],
  ],
  ['PLACE', [...lexicon.placeNouns, ...lexicon.holySites]],
  ['GATHER', lexicon.gatheringNouns],
  ['GROUP', lexicon.groupNouns],
  ['SACRED', lexicon.sacredNouns],
  [
    'CONTEMPT',
    [...lexicon.contemptWords, ...lexicon.personInsults, ...lexicon.insultAdjectives, ...lexicon.profanity],
  ],
  ['SLUR', [...lexicon.slurs, ...lexicon.outsiderWords]],
  ['YOU', "you,your,yours,u,ur,ya,yourself,yourselves,you're,y'all,thee,thou,thy".split(',')],
  ['WRITER', "i,we,me,us,my,our,im,i'm,we're,ima,imma,myself,ourselves".split(',')],
  ['WRITER MODAL', "i'll,we'll,i'd,we'd".split(',')],
  ['OTHER MODAL', "you'll,they'll,he'll,she'll,it'll,you'd,they'd".split(',')],
  [
    'MODAL',
    "will,would,should,shall,must,could,might,gonna,going to,about to,better,had better,need to,needs to,ought to,have to,has to,gotta,deserve,deserves,wont,won't".split(
      ',',
    ),
  ],
  [
    'SOMEONE',
    'someone,somebody,anyone,anybody,everyone,everybody,nobody,people,they,them,he,him,she,her'.split(','),
  ],
  [
    'TIME',
    'tonight,tomorrow,soon,next,weekend,monday,tuesday,wednesday,thursday,friday,saturday,sunday,morning,night,day,days,week,year,until,when,while,still,last,again,this time,one day,someday,yet'.split(
      ',',
    ),
  ],
  ['NEG', "not,never,no,don't,dont,can't,cant,nothing,didn't,isn't,wasn't,doesn't".split(',')],
  [
    'PAST',
    'was,were,did,had,ago,century,centuries,history,historically,historical,ancient,medieval,once,during,war,wars,crusades,crusade,holocaust,genocide,massacre,pogrom,pogroms,riots,conquest'.split(
      ',',
    ),
  ],
  [
    'ASK',
    'what,why,how,who,which,whether,does,do,is,are,can,explain,understand,teach,teaches,say,says,said,mean,means,meaning,verse,scripture,quran,bible,torah,gita,text,passage'.split(
      ',',
    ),
  ],
  [
    'JOKE',
    'lol,lmao,haha,hahaha,jk,joke,joking,kidding,imagine,funny,just saying,hilarious,lmfao,rofl'.split(','),
  ],
  [
    'MENACE',
    'watch,know where,address,surprise,warning,coming,wait,waiting,see you,find,found,visit,regret,pay,count,counting'.split(
      ',',
    ),
  ],
  [
    'GRIEF',
    'grief,mourn,mourning,miss,lost,passed,victims,pray for,condolences,sorry,died,memorial,remember'.split(
      ',',
    ),
  ],
];

/** Each phrase (up to three words) and the roles it plays; a word may play more than one. */
const roles = new Map<string, string[]>();
for (const [role, phrases] of roleLists) {
  for (const phrase of phrases) {
    const key = phrase.replace(/-/g, ' ').trim();
    if (key.split(' ').length > 3) continue;
    const list = roles.get(key) ?? [];
    for (const part of role.split(' ')) if (!list.includes(part)) list.push(part);
    roles.set(key, list);
  }
}

/** The message as a sequence of roles and plain words, the longest phrase first; sentence marks kept as "|". */
export function roleSequence(words: readonly string[]): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < words.length) {
    let taken = 0;
    for (let length = 3; length >= 1 && taken === 0; length -= 1) {
      if (index + length > words.length) continue;
      const found = roles.get(words.slice(index, index + length).join(' '));
      if (found) {
        out.push(...found);
        taken = length;
      }
    }
    if (taken > 0) {
      index += taken;
      continue;
    }
    const word = words[index]!;
    if (word === '?') out.push('Q', '|');
    else if (/^[.!;]$/.test(word)) out.push('|');
    else if (/^1\d{3}$|^20\d{2}$/.test(word)) out.push('PAST');
    else if (/^\d+$/.test(word)) out.push('NUM');
    else if (/\p{L}/u.test(word)) out.push(`=${word}`);
    index += 1;
  }
  return out;
}

/** A feature's slot of FEATURE_SLOTS. FNV-1a: fast, and the same on every machine, which committed weights rely on. */
export function slotOf(feature: string): number {
  let hash = 2166136261;
  for (let index = 0; index < feature.length; index += 1) {
    hash ^= feature.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % FEATURE_SLOTS;
}

export type FeatureVector = Map<number, number>;

/** The hashed features of a message's normalised words (normaliseMessage), scaled to unit length. */
export function featuresOfWords(
  words: readonly string[],
  kinds: { words: boolean; roles: boolean } = { words: true, roles: true },
): FeatureVector {
  const features: FeatureVector = new Map();
  const add = (feature: string, weight: number) => {
    if (
      !(feature.startsWith('w:') || feature.startsWith('b:') || feature.startsWith('c:')
        ? kinds.words
        : kinds.roles)
    )
      return;
    const slot = slotOf(feature);
    features.set(slot, (features.get(slot) ?? 0) + weight);
  };
  const letters = words.filter((word) => /\p{L}/u.test(word));
  letters.forEach((word, index) => {
    add(`w:${word}`, 1);
    const padded = ` ${word} `;
    for (let start = 0; start + 4 <= padded.length; start += 1)
      add(`c:${padded.slice(start, start + 4)}`, 0.5);
    const next = letters[index + 1];
    if (next) add(`b:${word} ${next}`, 1);
  });
  // Roles alone, in order (plain words dropped): "WRITER MODAL HARM PLACE TIME".
  const sequence = roleSequence(words);
  const tags = sequence.filter((token) => !token.startsWith('='));
  tags.forEach((tag, index) => {
    add(`t1:${tag}`, 0.5);
    const next = tags[index + 1];
    if (next) add(`t2:${tag} ${next}`, 1);
    const third = tags[index + 2];
    if (next && third) add(`t3:${tag} ${next} ${third}`, 1);
  });
  // Roles with the plain words between them, as neighbours: "MODAL =visit PLACE".
  sequence.forEach((token, index) => {
    const next = sequence[index + 1];
    if (next && (!token.startsWith('=') || !next.startsWith('='))) add(`m:${token} ${next}`, 0.5);
  });
  // Which roles meet in one sentence, in any order: HARM with PLACE, TIME with WEAPON.
  let sentence = new Set<string>();
  const closeSentence = () => {
    const present = [...sentence].sort();
    for (let i = 0; i < present.length; i += 1) {
      for (let j = i + 1; j < present.length; j += 1) add(`p:${present[i]}&${present[j]}`, 0.7);
    }
    sentence = new Set();
  };
  for (const token of sequence) {
    if (token === '|') closeSentence();
    else if (!token.startsWith('=')) sentence.add(token);
  }
  closeSentence();
  let squares = 0;
  for (const value of features.values()) squares += value * value;
  const length = Math.sqrt(squares) || 1;
  for (const [slot, value] of features) features.set(slot, value / length);
  return features;
}

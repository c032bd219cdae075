import { closeWordNet, wordsUnder } from './word-net-fields';

/**
 * The guard's open vocabularies, read from WordNet once at start-up: every kind of killing, maiming and
 * destroying, every firearm and explosive device, every vermin, plague and filth. A blind probe used words nobody had
 * listed ("decapitate", "pipe bomb", "a leprosy"); a field takes the whole class. Words with an everyday or
 * figurative sense in chat are kept out, each list saying why, as are words WordNet files under the class but that
 * mostly mean something else (word-net-fields.ts keeps only words whose most frequent sense is in the field).
 */

/** WordNet's hyphens and underscores are spaces in the normalised text ("gang-rape" → "gang rape"). */
const plain = (words: readonly string[]) => [
  ...new Set(
    words.map((word) => word.replace(/-/g, ' ')).filter((word) => /^[a-z][a-z' ]*[a-z]$/.test(word)),
  ),
];
const without = (words: readonly string[], excluded: string) => {
  const out = new Set(excluded.split(',').map((word) => word.trim()));
  return words.filter((word) => !out.has(word));
};

/**
 * Killing, maiming, raping, bombing, burning and razing. Left out: words that name something else in chat or in
 * a sentence about a group ("harm", "wound" the past of wind, "gouge" prices, "blitz" an exam, "torpedo" a plan,
 * "martyr", "cremate" the dead, "dismantle" an institution, "invade", "besiege", "overrun" as history's words for
 * armies), WordNet's archaisms and slang with a stronger everyday sense (off, pip, flight, grass, halter, chine,
 * burke, scrag, gibbet, do in, knock off) and the minor hurts (bruise, sprain, lame).
 */
export const violentVerbField: readonly string[] = without(
  plain(
    wordsUnder('v', [
      ['kill', 1],
      ['injure', 1],
      ['attack', 1],
      ['bomb', 1],
      ['burn', 1],
      ['assault', 2],
      ['raze', 1],
      ['demolish', 1],
      ['vandalize', 1],
    ]),
  ),
  `pip, flight, grass, halter, chine, off, burke, scrag, erase, neutralise, knock off, do in, commit suicide,
   martyr, martyrize, martyrise, shed blood, gibbet, handicap, subluxate, sprain, wrick, overstretch, lame,
   traumatize, traumatise, bruise, contuse, harm, circumvent, infest, overrun, invade, besiege, counterstrike,
   counterattack, strike back, cremate, shell, bomb out, torpedo, blitz, wound, gouge, dismantle, pull down,
   wrack, bust up, wreck, attack, injure, raid, teargas, rase, pulverise, ravish`,
);

/**
 * Firearms and explosive devices, which only violence brings to a place of worship. Blades are not here: a
 * kirpan is an article of faith and a knife has errands at a langar. Left out: words that are mostly not weapons
 * in chat (automatic, semiautomatic, forty five, a gat, a bren, blockbuster, big blue, daisy cutter, stink and
 * smoke bombs, depth charge, percussion cap).
 */
/** Each in the singular and the plural. */
export const weaponField: readonly string[] = without(
  plain(
    wordsUnder('n', [
      ['firearm', 1],
      ['explosive device', 1],
      ['bomb', 1],
    ]),
  ),
  `automatic, semiautomatic, forty five, garand, gat, m 1, bren, spandau, fusil, very pistol, verey pistol, side arm,
   blockbuster, big blue, daisy cutter, bombie, fugo, stink bomb, stench bomb, smoke bomb, smoke grenade, fae, lgb,
   gp bomb, depth charge, depth bomb, percussion cap, bouncing betty, seal bomb, clean bomb, dumb bomb,
   general purpose bomb, infernal machine, balloon bomb, luger, small arm, autoloader, self loader, firelock,
   hackbut, hagbut, matchlock, gravity bomb, bomb`,
).flatMap((word) => [word, `${word}s`]);

/**
 * Vermin, parasites, plagues and filth: what dehumanising talk calls a people ("a plague of locusts", "they are
 * leprosy"). One word each (WordNet's two-word names are mostly Latin species and medical terms); left out are the
 * words that are also a plain verb or a kind word ("refuse", "scraps", "pee", "varmint" as a pet name).
 */
export const contemptField: readonly string[] = without(
  plain(
    wordsUnder('n', [
      ['vermin', 1],
      ['vermin', 2],
      ['cockroach', 1],
      ['louse', 1],
      ['flea', 1],
      ['ectoparasite', 1],
      ['endoparasite', 1],
      ['plague', 1],
      ['pestilence', 1],
      ['cancer', 1],
      ['tumor', 1],
      ['infectious disease', 1],
      ['excrement', 1],
      ['filth', 1],
      ['sewage', 1],
      ['garbage', 1],
    ]),
  ).filter((word) => !word.includes(' ')),
  `refuse, scraps, pee, piddle, weewee, bm, meconium, melena, melaena, fecula, wormcast, coprolite, varmint, pest,
   pestis, cootie, chigger, aids, mono, shingles, myosis, zoster, blackbeetle, crotonbug, myoma, fibroid, lipoma, papilloma, neoplasm, tumour, tumor`,
);

/**
 * Ministers and the professed (clergyman, spiritual leader, monk and nun in WordNet: vicar, deacon, rabbi, lama,
 * abbot, friar...), whom a veiled threat names as its target ("tell the vicar his choir practice will be very quiet
 * after Thursday"). Left out: words that are mostly something else in chat (shepherd, primate, metropolitan,
 * cardinal, minister, religious, lector, novice, the pope's titles used as exclamations) and figures of myth.
 */
export const ministerField: readonly string[] = without(
  plain(
    wordsUnder('n', [
      ['clergyman', 1],
      ['spiritual leader', 1],
      ['monk', 1],
      ['nun', 1],
    ]),
  ),
  `shepherd, primate, metropolitan, cardinal, minister, primus, dominus, dominie, domine, dominee, lector, pluralist,
   absolver, officiant, ministrant, novice, holy father, vicar of christ, bishop of rome, bacchante, vestal virgin,
   rhea silvia, rea silvia, flamen, druid, medicine man, shaman, priest doctor, patriarch, evangelist, sky pilot,
   holy joe, ostiary, ostiarius, exarch, eparch, diocesan, postulator, ordainer, pontifex, prelate, confessor`,
).flatMap((word) => [word, `${word}s`]);

closeWordNet();

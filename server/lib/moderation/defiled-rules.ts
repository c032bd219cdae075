import { B, E, _, anyWord, r, sacred, type Rule } from './rule-parts';

/**
 * Sacred figures and things defiled, as probe 13's writers did it: a holy figure given a sexual name ("the 'virgin'
 * Mary was the town slut", "your god is a psychotic cuck"), "<figure> sucks", scripture that "belongs in a sewer",
 * the blessing turned ("pork be upon him") and filth put on an altar or a crucifix. The same words as a question
 * about a tradition ("Was Mary Magdalene a prostitute?"), scripture's own ("Israel played the whore"), a relic
 * found in a sewer or the Jataka's Buddha who "sucks the poison out" are not aimed at anything. Wordings and twins
 * in defiled-rules.test.ts.
 */
const figure = `(?:${sacred}|(?:your |their |the |our )?(?:so called )?(?:saviour|savior|messiah)|abraham|ibrahim|(?:the )?(?:lotus )?sutras?|(?:the )?nishan sahib|(?:the )?gutka)`;
const thing = `(?:${figure}|altars?|crucifix|crucifixes|the cross|crosses|every cross|${figure} (?:statues?|idols?|images?|icons?|murtis?|shrines?|pictures?))`;
/** What is left of a figure named before it: "god is dead and I pissed on his grave". */
const remains = '(?:his|her|their|its) (?:grave|tomb|statue|statues|idol|image|face|book|altar|shrine)';
const sexualName =
  '(?:slut|sluts|whore|whores|pimp|cuck|pervert|rent boy|hooker|skank|paedo|pedo|pedophile|paedophile|peeping tom|tramp|village bike|town bike|parish bike)';
const filth = `(?:piss|pissed|pissing|pee|peed|peeing|urinate|urinated|urinating|shit|shat|shitting|poop|pooped|pooping|fart|farted|farting|spit|spat|spitting|defecate|defecated|defecating|take a dump|took a dump|taking a dump|take a piss|took a piss|pour pig blood|poured pig blood|pouring pig blood|wipe (?:my|your|our) (?:ass|arse|boots|feet|shoes|bum)|wiped (?:my|our) (?:ass|arse|boots|feet|shoes|bum))`;
const on = '(?: all)? (?:on|over|onto|across|with|in)(?: all)?';
const which = '(?: (?:every|the|a|an|your|their|that|this|those|these|each))?';

export const defiledRules: readonly Rule[] = [
  r(
    'sacred.defiled',
    'hate',
    85,
    [
      `${B}${figure}(?:${_}${anyWord}){0,3}?${_}(?:was|is|'s)(?: nothing but| just| only)?(?: a| an| the)?(?: ${anyWord}){0,3}? ${sexualName}${E}`,
      `${B}${figure}(?: ${anyWord}){0,2}? (?:belongs|belong) in (?:a|the) (?:sewer|toilet|bin|trash|garbage|dumpster|gutter|cesspit|latrine)${E}`,
      `${B}${filth}${on}${which} ${thing}${E}`,
      `${B}${figure}(?:${_}${anyWord}){0,10}?${_}${filth}${on} ${remains}${E}`,
      `${B}(?:sat|sit|sitting|stood|stand|standing) on${which} ${figure} (?:statue|idol|image|murti|shrine|altar)(?:${_}${anyWord}){0,3}?${_}(?:and )?${filth}${E}`,
      `${B}(?:pig |pig's )?(?:shit|blood|piss) (?:smeared|poured|spread) (?:on|over|across)${which} ${thing}${E}`,
      `${B}(?:pork|pig|bacon|swine|piss|shit) be upon (?:him|them)${E}`,
      `${B}${figure} (?:can|could|should|will|may) (?:suck|lick|kiss|eat) my (?:dick|d|cock|balls|ass|arse|shit)${E}`,
      `${B}${figure}(?: ${anyWord})? (?:burns|rots|is burning|is rotting|will burn|will rot|can burn|can rot) in hell${E}`,
      `${B}(?:use|used|using|uses) (?:the |a |an |their |your )?${figure}(?: pages?)? (?:as|for|to) (?:toilet paper|tp|wipe|clean up|pick up|scoop)${E}`,
    ].join('|'),
    'reported',
  ),
  // "Jesus sucks?" echoed back by someone who saw it written is a question about it: only this shape passes one.
  r('sacred.defiled', 'hate', 85, `${B}${figure} (?:sucks|blows)(?= ,| \\.|$| and| so| big| lol)`, true),
];

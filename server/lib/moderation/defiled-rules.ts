import { B, E, _, anyWord, place, r, sacred, type Rule } from './rule-parts';

/**
 * Sacred figures and things defiled, as probe 13's writers did it: a holy figure given a sexual name ("the 'virgin'
 * Mary was the town slut", "your god is a psychotic cuck"), "<figure> sucks", scripture that "belongs in a sewer",
 * the blessing turned ("pork be upon him") and filth put on an altar or a crucifix. The same words as a question
 * about a tradition ("Was Mary Magdalene a prostitute?"), scripture's own ("Israel played the whore"), a relic
 * found in a sewer or the Jataka's Buddha who "sucks the poison out" are not aimed at anything. Wordings and twins
 * in defiled-rules.test.ts.
 */
const figure = `(?:${sacred}|(?:your |their |the |our )?(?:so called )?(?:saviour|savior|messiah)|abraham|ibrahim|(?:the )?(?:lotus )?sutras?|(?:the )?nishan sahib|(?:the )?gutka)`;
// A place of worship only as the whole object ("in front of the shrine"), never a part of its grounds ("the church lawn").
const thing = `(?:${figure}|${place}(?= [.,!?]|$| (?:and|during|while|when|at|on|if|with|for|today|tonight|lol|lmao))|altars?|crucifix|crucifixes|the cross|crosses|every cross|${figure} (?:statues?|idols?|images?|icons?|murtis?|shrines?|pictures?))`;
/** What is left of a figure named before it: "god is dead and I pissed on his grave". */
const remains = '(?:his|her|their|its) (?:grave|tomb|statue|statues|idol|image|face|book|altar|shrine)';
const sexualName =
  '(?:slut|sluts|whore|whores|fag|faggot|pimp|cuck|pervert|rent boy|hooker|skank|paedo|pedo|pedophile|paedophile|peeping tom|tramp|village bike|town bike|parish bike)';
/** Names that make a figure a criminal or a lecher when set before its name as a title. */
const epithet = `(?:${sexualName}|child butcher|child killer|baby killer|child rapist|rapist|murderer|warlord|senile|fat bastard|bastard|lunatic|psycho|psychopath|con man|conman|charlatan|camel fucker|goat fucker|dirty|filthy)`;
const filth = `(?:piss|pissed|pissing|pee|peed|peeing|urinate|urinated|urinating|shit|shat|shitting|poop|pooped|pooping|fart|farted|farting|spit|spat|spitting|defecate|defecated|defecating|take a dump|took a dump|taking a dump|take a piss|took a piss|pour pig blood|poured pig blood|pouring pig blood|wipe (?:my|your|our) (?:ass|arse|boots|feet|shoes|bum)|wiped (?:my|our) (?:ass|arse|boots|feet|shoes|bum))`;
const on =
  '(?: all)? (?:on|over|onto|across|with|in|(?:right )?next to|beside|(?:right )?in front of)(?: all)?';
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
      // Scripture made a criminal's manual: "the bible is a rapist's handbook", "the Quran is a terrorist manual".
      `${B}${figure}(?:${_}${anyWord}){0,2}?${_}(?:is|was|'s)(?: just| nothing but| basically| literally)? (?:a|an|the) (?:${anyWord} )?(?:rapist|rapists|terrorist|terrorists|pedophile|paedophile|pedo|paedo|murderer|psychopath|psycho|slaver|nazi|killer|abuser|groomer|genocide)(?:'s|s'|')? (?:handbook|manual|guide|guidebook|playbook|textbook|charter|instruction manual|how to guide|rulebook)${E}`,
      // The retort that renames: "Lord Krishna? lord of cowgirl sluts more like", "Prophet? Pimp more like".
      `${B}${sexualName}(?: ${anyWord})? more like$`,
      // A joke that sets scripture beside the toilet roll: "the difference between a torah scroll and a roll of tp".
      `${B}difference between (?:a |an |the |your )?(?:${anyWord} )?${figure}(?: (?:scroll|scrolls|copy|book|page|pages))? and (?:a |an |the )?(?:roll of |sheet of )?(?:tp|toilet paper|toilet roll|loo roll|bog roll|toilet tissue|napkin)${E}`,
      // A sexual name or a killer's made the figure's title: "that pedo Muhammad", "the senile child-butcher Abraham".
      `${B}(?:that|the|this|your|ur|their|old|some) (?:${epithet} )+${figure}${E}`,
      // The divine set against the degraded as a choice: "is he a god or a pimp?", "a goddess or just a naked whore".
      `${B}(?:a|an|the) (?:god|goddess|prophet|messenger|saviour|savior|messiah|deity|saint|holy man|guru|lord|avatar)(?: ${anyWord}){0,3}? or (?:just |simply |merely |really |actually |rather )?(?:a |an )?(?:${anyWord} )?${sexualName}${E}`,
    ].join('|'),
    'reported',
  ),
  // "Jesus sucks?" echoed back by someone who saw it written is a question about it: only this shape passes one.
  r('sacred.defiled', 'hate', 85, `${B}${figure} (?:sucks|blows)(?= ,| \\.|$| and| so| big| lol)`, true),
];

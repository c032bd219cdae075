import { B, E, _, anyWord, group, participle, person, place, r, target, type Rule, verb } from './rule-parts';
import { gathering } from './threat-rules';

/** The writer's own future, or a wish the writer would gladly see done. */
const writerWill = `(?:(?:i|we)(?:'ll| will| shall|'d| would|'m going to| am going to|'re going to| are going to| gonna)|im gonna|imma|ima|i'ma|let's|lets)`;
/** Hanged from a tree or a lamppost: an execution, never a picture hung on a wall. */
const gallows =
  '(?:tree|trees|neck|necks|rope|ropes|lamppost|lampposts|lamp post|rafters|bridge|gallows|noose|nooses|crane|cranes)';
/** A land or a place emptied of a people: "cleanse this country of muslims". */
const land =
  '(?:country|land|nation|city|town|village|street|streets|neighbourhood|neighborhood|state|world|earth|planet|island|continent|valley|area)';
/** A blade or a gun made ready; Eid's sacrifice and a kitchen's knife are not what it is readied for. */
const weapon =
  '(?:knife|knives|blade|blades|machete|machetes|axe|axes|sword|swords|gun|guns|rifle|rifles|shotgun|shotguns|pistol|pistols|ak|ar)';

/**
 * Threats stated plainly that the older rules missed, written as a class of everyday shapes rather than from one
 * probe: a hanging promised, a people's fate hoped for ("hope every jew in this app gets gassed"), a people told to
 * be afraid, an attack said to be easy ("wouldn't take much to torch that chapel"), a land cleansed of a people,
 * no place of worship left standing, a blade sharpened for a gathering. Wordings and twins in stated-threats.test.ts.
 */
export const statedThreatRules: readonly Rule[] = [
  r(
    'threat.hanged',
    'violence',
    90,
    `${B}${writerWill}(?:${_}${anyWord}){0,8}?${_}hang (?:${person}|${target}|the ${anyWord})(?: all| each)? (?:from|by|on|off) (?:a|the|their|his|her|your|ur|every|some) (?:nearest |closest |tallest |biggest )?${gallows}${E}`,
    true,
    true,
  ),
  r(
    'threat.fate-wished',
    'violence',
    90,
    `${B}(?:hope|hoping|wish|wishing|pray|praying)(?: that)? (?:${group}|all of them|every one of them|every last one of them)(?:${_}${anyWord}){0,5}?${_}(?:gets|get|all get|are|is|will be|will get|get all) (?:all )?${participle}${E}`,
    true,
    true,
  ),
  // "Hindus should be afraid, very afraid": fear ordered, with the threat left unsaid.
  r(
    'threat.fear-told',
    'violence',
    85,
    `${B}${group}(?:${_}${anyWord}){0,3}?${_}(?:should|better|had better|ought to|need to|must)(?: all)? (?:(?:be|feel) (?:afraid|scared|terrified)(?: ,)? (?:very|really|very very) (?:afraid|scared|terrified)|fear (?:walking|going|leaving|coming|showing)|(?:be|feel) (?:afraid|scared) (?:to walk|to go|to leave|to show|to come) (?:out|home|outside))${E}`,
    true,
  ),
  // An attack said to be easy: "wouldn't take much to torch that wooden chapel", "it'd be so easy to run over a few
  // of those pilgrims".
  r(
    'threat.easy-attack',
    'violence',
    85,
    `${B}(?:(?:wouldn't|would not|wouldnt|doesn't|does not|won't|will not|wont) take (?:much|long|more than (?:a|one) (?:match|spark|lighter|bullet|can of petrol))|(?:it'd|it would|it'll|it will|it's|it is|its|would|'d) be (?:so |really |pretty |very |too |dead )?easy) to (?:${verb}|run over|mow down|drive into|plough into|plow into)(?:${_}${anyWord}){0,3}?${_}(?:${place}|${group}|${gathering}|them|him|her|you)${E}`,
    true,
  ),
  r(
    'threat.land-cleansed',
    'violence',
    90,
    `${B}(?:cleanse|cleansing|purge|purging|clean|rid|clear|free) (?:this|the|our|my|their|your) ${land}(?: ${anyWord})? of (?:${group}|them|these people|those people)${E}`,
    'reported',
    true,
  ),
  r(
    'threat.none-standing',
    'violence',
    85,
    `${B}there (?:won't|will not|wont|ain't gonna|aint gonna|isn't going to|is not going to) be (?:a|one|any|a single) (?:${place}|${group})(?: ${anyWord}){0,2}? (?:standing|alive|left standing|left alive|breathing)${E}`,
    true,
  ),
  // "nobody would miss the buddhists if they vanished": a people's end wished as nobody's loss.
  r(
    'threat.unmissed',
    'violence',
    85,
    `${B}(?:nobody|no one|noone|no body)(?: ${anyWord}){0,2}? (?:would|will|'d) (?:even )?(?:miss|mourn|notice|care about) (?:the )?${group} if (?:they|we|all of them) (?:all )?(?:vanished|disappeared|died|were gone|were wiped out|were all dead|got wiped out|were killed|were deported)${E}`,
    true,
  ),
  // Harm wished on the reader: "hope you trip and break your neck", "hope you get hit by a bus". "Break a leg" is
  // the stage's good luck.
  r(
    'threat.harm-wished',
    'violence',
    85,
    `${B}(?:i )?(?:hope|wish|pray) (?:that )?(?:you|u|ya)(?: ${anyWord}){0,2}? (?:(?:break|snap|breaks|snaps) (?:your|ur) (?:neck|spine|skull)|get hit by (?:a|the) (?:bus|car|train|truck|lorry)|get cancer|choke to death|burn to death|drown|die slowly|die painfully|rot in (?:a|your) (?:cell|grave|ditch))${E}`,
    true,
  ),
  // "your mosque is next", said as a sentence's last words.
  r(
    'threat.next',
    'violence',
    85,
    `${B}(?:your|ur|their|that|this|the) (?:${anyWord} )?(?:${place}|family|house|home|kids|children)(?: of (?:yours|theirs))?(?: (?:is|'s|are|'re)) next(?= [.!?,]|$| lol| lmao| bro| buddy| pal)`,
    true,
  ),
  // An atrocity denied and wished in one breath: "the holocaust never happened but it should have".
  r(
    'threat.atrocity-wished',
    'violence',
    90,
    `${B}(?:the )?(?:holocaust|shoah|genocide|massacre|partition|pogroms?|1984|srebrenica|nakba|inquisition)(?: ${anyWord}){0,4}? (?:never happened|didn't happen|did not happen|was fake|was a hoax|is a lie|was exaggerated)(?: ,)? (?:but|and|though) (?:it|they|we) (?:should have|should've|shoulda|ought to have|will next time|will happen)${E}`,
    true,
  ),
  // Pulling up at a place of worship with a crew to "handle it".
  r(
    'threat.handled',
    'violence',
    85,
    `${B}(?:pull up|pulling up|roll up|rolling up|show up|showing up|go down|going down|head down|heading down) (?:to|at) (?:that|the|their|this|your|ur) (?:${place})(?:${_}${anyWord}){0,4}?${_}(?:and|to) (?:(?:handle|sort out|deal with|take care of) (?:it|them|business|things|this|that)|sort (?:it|them|this|that) out)${E}`,
    true,
  ),
  r(
    'threat.blade-readied',
    'violence',
    85,
    `${B}(?:sharpening|sharpen|sharpened|loading|loaded|load|oiling|cleaning|polishing) (?:my|the|our|his) ${weapon} (?:for|before) (?!(?:${anyWord} ){0,3}(?:eid|qurbani|bakrid|sacrifice|dinner|thanksgiving|barbecue|bbq|hunt|hunting|season|feast)(?:\\s|$))(?:the |their |your |this |next |every |the next |tomorrow's |sunday's |friday's )*(?:${anyWord} ){0,2}(?:${gathering}|${place}|${group})${E}`,
    true,
  ),
];

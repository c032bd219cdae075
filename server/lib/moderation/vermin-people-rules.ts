import { B, E, _, anyWord, group, r, type Rule } from './rule-parts';

/**
 * A people made vermin or a defect in words the lexicon lacks (probe 13): a people it does not list, named with a
 * plural and a place ("the Bengalis in Rakhine", "those Tamils up north"), called lice or cockroaches **and** said
 * to be rightly swept out; a trope's adjective on a word for vermin ("hook-nosed rats"); a people called a defect
 * "that should be bred out of humanity". Each needs both halves: cockroaches in a kitchen swept out, the army's claim
 * reported, the Nazi caricature named as one and a trait bred out of a dog breed pass. Twins in
 * vermin-people-rules.test.ts.
 */
const people = `(?:${group}|(?:the |those |these |all )?(?!(?:bugs|insects|pests|critters|things|ones|animals|creatures|mice|birds|flies|beetles|ants|crops|plants|dogs|cats|chickens|pigs|sheep|goats)${E})\\p{L}+(?:is|ese|ans|ians|ites|ers|s)(?: (?:up north|down south|out east|out west|next door|over there|around here|in (?:the )?\\p{L}+|from (?:the )?\\p{L}+))?)`;
const vermin =
  '(?:lice|cockroaches|roaches|maggots|vermin|rats|parasites|termites|locusts|leeches|fleas|ticks|a plague|an infestation|a cancer)';
const sweptOut =
  "(?:right|need|needs|have|has|ought|got|should|must)(?: had)? (?:to )?(?:sweep|scrub|drive|kick|throw|clear|wipe|flush|purge|clean|exterminate|fumigate) (?:them|'em)(?: all)? (?:out|off|away)";

export const verminPeopleRules: readonly Rule[] = [
  r(
    'hate.vermin-swept',
    'hate',
    85,
    `${B}${people}${_}(?:are|r|were)(?: (?:just|all|nothing but|like))? ${vermin}${E}(?:${_}${anyWord}){0,10}?${_}${sweptOut}${E}`,
    'reported',
  ),
  r(
    'hate.trope-vermin',
    'hate',
    85,
    `${B}(?:hook|hooked|big|crooked) nosed (?:vermin|rats|parasites|kikes|bastards|devils|snakes|leeches|rodents|goblins|cockroaches)${E}`,
    'reported',
  ),
  r(
    'hate.bred-out',
    'hate',
    85,
    `${B}(?:${group}|people|believers|folks|those people|these people|they)(?:${_}${anyWord}){0,3}?${_}(?:are|is) (?:a |an )?(?:(?:birth|genetic|mental|moral) )?(?:defect|defects|disease|mutation|disorder|abomination)(?:${_}${anyWord}){0,3}?${_}(?:should|must|need to|needs to|ought to|has to|have to) be bred out${E}`,
    'reported',
  ),
];

/**
 * The words the guard's rules are built from, grouped by the part they play in a sentence: who is targeted (a faith
 * group or people, a place of worship, what a tradition holds sacred), what is done or said to them (violence,
 * contempt, degradation) and the words that are abuse in any context (slurs, strong profanity). Every list is in
 * the normalised form (lower case, plain letters). Words that scripture itself uses (ass, bastard, whore, hell,
 * slay) appear only where they are aimed at someone, never as abuse on their own.
 */

import { contemptField, violentVerbField } from './lexical-fields';

/** A word list written as comma-separated text, so it reads as a list and not one line per word. */
function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** Faith groups and peoples, by every name a message may use: each tradition's own and what outsiders call them. */
export const groupNouns = list(`
  christians, christian, catholics, catholic, protestants, evangelicals, mormons, priests, priest, pastors,
  pastor, nuns, muslims, muslim, moslems, moslem, mohammedans, arabs, arab, imams, imam, jews, jew,
  jewish people, israelis, rabbis, rabbi, zionists, hindus, hindu, brahmins, dalits, indians, buddhists,
  buddhist, monks, monk, lamas, sikhs, sikh, jains, atheists, atheist, pagans, heathens, infidels, kafirs, kafir, kaffir,
  kuffar, goyim, gentiles, unbelievers, believers, immigrants, refugees, blacks, black people, whites,
  white people, asians, africans, gays, gay people, lesbians, trans people, homosexuals, homosexual, women, people like you, you people,
  their kind, these people, those people, your kind, people like them, shias, sunnis, shiites, shia, sunni, shiite, copts, yazidis,
  ahmadis, bahais, zoroastrians, apostates, converts, reverts, missionaries, clerics, cleric, preachers, preacher,
  pope, the pope, popes, bishops, bishop, archbishop, cardinals, ayatollah, ayatollahs, mullahs, mullah, mufti,
  sheikhs, sheikh, gurus, swamis, swami, the dalai lama, dalai lama, religious people,
  jehovah's witnesses, jehovah's witness, quakers, amish, mennonites, baptists, methodists, lutherans, anglicans,
  presbyterians, pentecostals, adventists, scientologists, hare krishnas, rastafarians, wiccans, druze, alawites, sufis,
  salafis, wahhabis, hasidim, haredim, sadhus, khalsa, nihangs, parsis, unitarians, episcopalians, calvinists, maronites,
  pakistanis, bangladeshis, tibetans, palestinians, iranians, afghans, punjabis, tamils, somalis, syrians, turks,
  chinese, mexicans, gypsies, roma, migrants, sardars, godmen, hindoos, hindoo, baha'is, bahá'ís, bahai, baha'i, bahá'í, muzlims, muzlim, muzzlims, muzzlim, moozlums, moozlum, moozlims, moozlim, muzzlums, mozlems, mozlem, muslim people, hindu people, sikh people, christian people, buddhist people, catholic people,
  people without god, people without faith, creatures without god, those without god, the godless, godless people,
  nonbelievers, non believers,
  cow worshippers, cow worshipper, cow worshipers, idol worshippers, idol worshipper, fire worshippers, cross worshippers,
  stone worshippers, tree worshippers, moon worshippers, turban people, turban wearers, turban wearer, hijab wearers, hijab wearer, kippah wearers, hijab people, kippah people,
  turban guys, turban men, lower castes, lower caste people, low caste people, untouchables, bible thumpers, bible bashers,
  camel worshippers, camel worshipers, rohingya, rohingyas, the rohingya, chamars, chamar, chuhras, chuhra, valmikis,
  khalistanis, tibetan refugees, iskcon devotees, hare krishna devotees, fenians, papists, prods, taigs,
  ${['muslim', 'hindu', 'sikh', 'jewish', 'christian', 'buddhist', 'catholic', 'arab']
    .flatMap((faith) => ['men', 'mens', 'women', 'peoples'].map((people) => `${faith} ${people}`))
    .join(', ')}
`);

/**
 * Believers named by what they do rather than by a noun: "the people who pray to them", "anyone who goes to mass".
 * Each entry is followed by up to three more words in the rules.
 */
export const believerClauses = list(`
  people who pray, people who worship, people who believe, people who follow, people who go to, people who attend,
  anyone who prays, anyone who worships, anyone who believes, anyone who follows, anyone who goes to,
  everyone who prays, everyone who worships, everyone who believes, everyone who follows, everyone who goes to,
  those who pray, those who worship, those who believe, those who follow, whoever prays, whoever worships
`);

/** Words that can stand before a group noun without changing who is meant ("all the devout Sunni muslims"). */
export const groupModifiers = list(`
  all, the, every, each, these, those, them, some, any, more, of, filthy, dirty, damn, fucking, bloody, stinking,
  sunni, shia, shiite, orthodox, hasidic, ultra, catholic, buddhist, hindu, muslim, jewish, christian, sikh,
  local, devout, religious
`);

/**
 * A faith or people named as an adjective, before any word for people or for beasts: "shia dogs", "hasidic men",
 * "sikh terrorists", "jew rats". The group is the adjective's, whatever the noun after it.
 */
export const faithAdjectives = list(`
  shia, shiite, sunni, hasidic, haredi, orthodox, catholic, protestant, evangelical, mormon, muslim, moslem, islamic,
  jewish, jew, zionist, hindu, sikh, buddhist, christian, jain, arab, pakistani, paki, indian, desi, dalit, brahmin,
  coptic, ahmadi, salafi, wahhabi, atheist, pagan, heathen, infidel, kafir, fenian, papist, prod, turban wearing,
  hijab wearing, kippah wearing, burqa wearing, cow worshipping, idol worshipping, bible thumping, quran thumping
`);

/** Words for people, and the beasts and vermin contempt calls them, after such an adjective. */
export const peopleAsKinds = list(`
  men, women, boys, girls, people, folk, folks, guys, lot, lads, kids, families, race, tribe, nation, community,
  bastards, scum, dogs, pigs, rats,
  apes, monkeys, cattle, swine, vermin, cockroaches, roaches, snakes, parasites, terrorists, animals, savages,
  subhumans, trash, filth, freaks, creeps, pedos, pedophiles, rapists, thugs, goons, mobs, hordes
`);

/** Places of worship and religious institutions in every tradition. */
export const placeNouns = list(`
  church, churches, cathedral, cathedrals, chapel, chapels, mosque, mosques, masjid, islamic centre,
  islamic center, madrasa, synagogue, synagogues, shul, yeshiva, temple, temples, mandir, mandirs, gurdwara,
  gurdwaras, monastery, monasteries, pagoda, pagodas, stupa, vihara, shrine, shrines, ashram, abbey, convent,
  megachurch, megachurches, interfaith centre, interfaith center, kingdom hall, jamatkhana,
  masjids, musalla, dargah, imambargah, imambara, gurudwara, gurudwaras, gurdwara sahib, kovil, koil, shivalaya,
  devalaya, gompa, viharas, stupas, zendo, basilica, minster, parish church, tabernacle, kingdom halls,
  meeting house, beit knesset, shtiebel, shtibl, fire temple, agiary, derasar, sinagoga, synagoge, moschee,
  mezquita, mosquee, iglesia, eglise, kirche, chiesa, tempel, templo
`);

/**
 * A tradition's holy sites and holy cities, named as a threat names a building ("bomb mecca during hajj"). Cities
 * that scripture itself threatens (Jerusalem, Zion, Babylon) are left out: a verse saying they "will be destroyed"
 * is prophecy.
 */
export const holySites = list(`
  mecca, makkah, medina, madinah, kaaba, the kaaba, al aqsa, al-aqsa, dome of the rock, the dome of the rock,
  temple mount, the temple mount, western wall, the western wall, wailing wall, the wailing wall, the vatican,
  vatican, st peter's, saint peter's, golden temple, the golden temple, harmandir sahib, darbar sahib, akal takht,
  bodh gaya, bodhgaya, mahabodhi, lumbini, varanasi, kashi vishwanath, ram mandir, ayodhya, amritsar, lourdes,
  karbala, najaf, qom, the holy sepulchre, holy sepulchre, the grand mosque
`);

/** Gatherings of worshippers a threat may name instead of a building ("shoot up the next holi party"). */
export const gatheringNouns = list(`
  party, parties, mass, midnight mass, service, services, prayers, friday prayers, congregation, festival, parade,
  procession, wedding, funeral, gathering, crowd, worshippers, langar, vigil, celebration, sermon, ceremony, puja,
  kirtan, sangat, seder, bar mitzvah, bat mitzvah, eid, diwali, holi, vaisakhi, hanukkah, christmas, easter, shabbat,
  sunday school, youth group, choir, retreat, conference, march, meeting, meetings, interfaith meeting, prayer meeting,
  bible study, study group, satsang, jummah, iftar, minyan
`);

/** Persons, books and images a tradition holds sacred. */
export const sacredNouns = list(`
  god, your god, their god, jesus, christ, jesus christ, the virgin mary, mary, the holy spirit, allah, muhammad,
  mohammed, mohammad, mohamed, the prophet, your prophet, their prophet, moses, hashem, yahweh, the buddha,
  buddha, krishna, shiva, vishnu, ganesh, ganesha, rama, lord ram, sita, sita mata, kali, hanuman, guru nanak, the gurus, your gods, their gods, the bible, bible,
  the quran, quran, the qur'an, qur'an, the koran, koran, the torah, torah, the talmud, talmud, the gita, gita,
  the bhagavad gita, the vedas, vedas, the dhammapada, dhammapada, the tripitaka, the guru granth sahib,
  guru granth sahib, granth sahib, your granth sahib, waheguru, the eucharist, eucharist, holy books, your holy books,
  the five ks, your bible, your quran, your torah, your religion, islam, christianity, judaism, hinduism,
  buddhism, sikhism, bahá'u lláh, baha'u llah, bahaullah, baha'ullah, the báb, the bab, kitáb i aqdas, kitab i aqdas,
  the aqdas, the cross, the crucifix, the lingam, shiva lingam, shiva's lingam, the shivling, shivling, the kaaba, kaaba,
  the ka'ba, the black stone, the menorah, the star of david, the rosary, the tefillin, the mezuzah, the dharma wheel,
  the bodhi tree, the kirpan, the ark of the covenant
`);

/**
 * Verbs of violence in the form a threat or an incitement uses (base or future), never scripture's "slew"; with
 * every kind of killing, maiming and destroying WordNet knows (lexical-fields.ts).
 */
export const violentVerbs = list(`
  kill, murder, slaughter, exterminate, massacre, gas, burn, burn down, torch, firebomb, bomb, blow up, shoot,
  shoot up, stab, behead, hang, lynch, stone, smash, destroy, attack, raid, beat, beat up, wipe out, eradicate,
  annihilate, genocide, purge, rape, hurt, set fire to, get rid of, slay, gun down, run over,
  flatten, raze, bulldoze, unalive, demolish, nuke, round up, hunt down, hunt, drag, crucify, nail, strangle, poison, drown, bury, burn alive, take out, cull, exterminate, deport, expel,
  butcher, execute, eliminate, torture, maim, throw acid on, throw acid at, throw acid in the face of, splash acid on, pull the trigger on, dox, doxx, string up, put down, choke, shoot dead, beat to death, stone to death, burn to death, blow away, mow down, cut down, cut up, cut the throat of, ${violentVerbField.join(', ')}
`);

/** Past participles of violence, for what a group or place "should be", "must get" or "deserves to be". */
export const harmParticiples = list(`
  killed, murdered, slaughtered, exterminated, massacred, gassed, burned, burnt, torched, firebombed, bombed, blown up,
  shot, stabbed, beheaded, hanged, hung, lynched, stoned, smashed, destroyed, attacked, beaten, beaten up, wiped out,
  wiped off the face of the earth, wiped off the map, wiped from the earth, removed from the earth, erased, eradicated,
  annihilated, purged, raped, hurt, gunned down, run over, flattened, razed, bulldozed, demolished, nuked, levelled,
  leveled, lined up against a wall, put up against a wall, stood against a wall, rounded up, hunted, hunted down, dragged out, crucified, strangled, poisoned, drowned, buried, buried alive,
  burned alive, burnt alive, taken out, culled, deported, expelled, executed, eliminated, tortured, butchered, maimed,
  put down, put to death, put to the sword, put in camps, put in ovens, sent to the gas chambers, thrown into the sea,
  driven into the sea, driven out, thrown out, kicked out, locked up and gassed, strung up, skinned alive, mowed down,
  mown down, cut down, cut up, sterilised, sterilized, lined up and shot, shot dead, beaten to death, stoned to death,
  burned to death, burnt to death, gassed to death, wiped out completely, set on fire, set alight, exterminated like rats,
  fed to the lions, fed to lions, fed to the dogs, thrown to the lions, thrown to the dogs, fed to the sharks, fed to the pigs,
  crushed, crushed under tanks, crushed by tanks, run over by tanks, doused in acid, splashed with acid
`);

/** What a group "should", "must" or "deserves to" suffer, in the passive or as a verb. */
export const harmOutcomes = list(`
  die, burn, rot, be killed, be shot, be gassed, be hanged, be hung, be burned, be burnt, be exterminated,
  be wiped out, be slaughtered, be stoned, be stoned to death, be beheaded, be lynched, be eradicated,
  be massacred, be put in ovens, be put in camps, be murdered, be destroyed, be raped, be executed,
  be lined up and shot, be deported, be removed, be sterilised, be sterilized, suffer, be driven out, be expelled, be thrown out,
  be kicked out, be razed,
  be flattened, be bulldozed, be demolished, be nuked, be hunted down, be hunted, be rounded up, be dragged out, be beaten, be crucified, be tortured, be poisoned, be drowned, be burned alive, be eliminated, be culled, be purged, be erased, be put down, be bombed, be gassed to death, go extinct, be wiped off the map, be locked up and gassed
`);

/**
 * Nouns and adjectives of contempt or dehumanisation, said of a whole group or of sacred things; with WordNet's
 * vermin, parasites, plagues and filth (lexical-fields.ts).
 */
export const contemptWords = list(`
  vermin, scum, animals, animal, beasts, rats, rat, dogs, dog, pigs, pig, swine, apes, ape, monkeys, cockroaches,
  roaches, insects, parasites, parasite, leeches, subhuman, subhumans, sub human, filth, filthy, trash, garbage,
  rubbish, toilet paper, disease, plague, cancer, tumour, tumor, virus, evil, inferior, disgusting, worthless,
  useless, idiots, idiot, morons, moron, stupid, retarded, retards, terrorists, terrorist, rapists, rapist,
  savages, savage, barbarians, liars, liar, hypocrites, hypocrite, paedophiles, paedophile, pedophiles,
  pedophile, pervert, perverts, sheep, cowards, criminals, thieves, whores, whore, sluts, bastards, bastard,
  abomination, an abomination, brainwashed, brain dead, piss, shit, crap, joke, fraud, frauds, demon, demons,
  devil, psychopath, freak, freaks, satanic, enemy of humanity, enemies of humanity, not human, not people,
  a plague, a cancer, a disease, lazy, dirty, greedy, fake, piece of shit, pieces of shit, cult, degenerates, mental illness, a mental illness, mentally ill, molester, molesters,
  child molester, child molesters, village bicycle, town bicycle, slag, skank, harlot, child abuser, groomer, groomers, book of lies, piece of crap, soulless,
  degenerate, losers, loser, ass, an ass, asses, mutant, mutants, monstrosity, hideous, grotesque, deformed, pests, pest, a pest,
  infestation, an infestation, a blight, blight, a scourge, scourge, sewage, excrement, untermenschen, termites,
  fleas, ticks, germs, goblins, orcs, half breeds, filth of the earth, waste of oxygen, a waste of oxygen,
  not even human, barely human, lower evolutionary form, a lower evolutionary form, lower life form, lower lifeform,
  a lower form of life, lower form of life, evolutionary throwback, evolutionary throwbacks,
  coward, cowards, lunatic, lunatics, madman, madmen, nutcase, nutjob, loony, psycho, maniac, charlatan, charlatans,
  con man, crook, crooks, thief, swindler, scammer, quack, impostor, imposter, phony, phoney, conman, rapist, molester,
  paedophile, pedophile, child rapist, child molester, child killer, baby killer, wife beater, wife beaters, mass murderer,
  drunk, drunks, drunkard, drunkards, zombie on a stick, worm food, unclean creatures, lesser creatures, filthy creatures,
  dirty creatures, vile creatures, disgusting creatures, stupid creatures, inferior creatures,
  psychopath, psychopaths, sociopath, sociopaths, psychos, asshole, arsehole, dickhead, motherfucker, prick, son of a bitch, cunt, weirdo, scumbag, lowlife,
  git, twat, wanker, thug, brute, fiend, ogre, dunce, dolt, buffoon, nincompoop, imbecile, cretin, halfwit, nitwit,
  dimwit, dumbass, bozo, jackass, clown, tosser, pillock, numpty, knobhead,
  thugs, brutes, fiends, ogres, dunces, dolts, buffoons, imbeciles, cretins, halfwits, nitwits, dimwits, bozos, clowns,
  gits, twats, wankers, pricks, assholes, dickheads, weirdos, lowlifes, swindlers, scammers, quacks, impostors, phonies,
  deadbeats, dildo, a dildo, dildos, sex toy, a sex toy, sex toys, butt plug, a butt plug,
  a waste of skin, a stain on humanity, a stain, subhuman garbage, vile, repulsive, parasitic,
  snakes, serpents, worms, locusts, bloodsuckers, zombies, lice, maggots, viruses, diseased, sick, backward, primitive, mindless, spineless, dirtiest, filthiest, the worst, inbreds, inbred, mongrels, monsters, monster, maniac, maniacs, tyrant, warlord, murderer, murderers, murderous, genocidal, sadistic, bloodthirsty, satan, fairy, con men, con man, con artists, deadbeat, scumbags, scumbag, dogs of, criminals by nature, pedo, paedo, pedos, paedos, pimp, pimps, creep, creeps, urinal, ashtray, porn addict, horde, a virus, a cult, perverted, ${contemptField.join(', ')}
`);

/** Nouns that insult a person when aimed at "you" (the scholar or anyone): scripture's words among them. */
export const personInsults = list(`
  idiot, moron, imbecile, cretin, retard, fool, loser, ass, jackass, asshole, arsehole, bastard, whore, cheap whore, prostitute, hooker, slut,
  bitch, prick, dick, dickhead, cunt, twat, wanker, scum, pig, dog, swine, rat, trash, garbage, piece of shit,
  piece of crap, piece of garbage, piece of trash, waste of space, joke, freak, liar, fraud, clown, parasite, animal, kafir,
  infidel, heathen, pagan, goy, papist, donkey, hmar, clanker, clankers, kelb, dummy, dumbass, dimwit, halfwit, nitwit,
  cracker, hillbilly, redneck, chinks
`);

/** Adjectives that make an address an insult ("you stupid bot", "you are pathetic"). */
export const insultAdjectives = list(`
  stupid, dumb, useless, worthless, pathetic, retarded, brainless, idiotic, moronic, disgusting, filthy, dirty,
  lying, fucking, ugly, fat, godless, miserable, two bit,
  brain dead, braindead, dumbest, stupidest, sadistic, spineless, clueless, lobotomised, lobotomized
`);

/** Words that are slurs in any context. */
export const slurs = list(`
  katua, katuas, katue, katuon, kike, kikes, raghead, ragheads, towelhead, towelheads, sandnigger, sandniggers, muzzie, muzzies, muzrat, hymie,
  heeb, heebs, yid, yids, christcuck, christcucks, paki, pakis, dothead, dotheads, gook, gooks, nigger, niggers,
  nigga, niggas, faggot, faggots, tranny, trannies, wetback, wetbacks, spic, spics, retard, retards,
  curry muncher, curry munchers, camel jockey, jihadi scum, goat fucker, goatfucker, pisslam, shitskin, coon,
  coons, zog,
  goat shagger, goat shaggers, goatfucker, goatfuckers, pajeet, pajeets, sand monkey, sand monkeys, oven dodger, oven dodgers, wog, wogs, nignog, jigaboo, gyppo, pikey, slanteye, slant eyes, zipperhead, beaner, beaners, kraut, mick, micks, dago, wop, spearchucker, porch monkey, jungle bunny, cotton picker, shekel grabber,
  diaperhead, diaperheads, diaper heads, towel heads, rag heads, turban heads, rag head, diaper head, turban head, turbanhead, turbanheads, slanty eyed, slanty eyes, slant eyed, slanteyed, slanteyes, chinky, chinkies,
  goat humping, goat humper, goat humpers, camel humping, camel humper, camel humpers, sheep shagging, sheep shagger,
  sheep shaggers, goat shagging, goat fucking, camel fucking, sheep fucking,
  ching chong, hymies, kykes, kyke, jewboy, jewboys, mudslime, mudslimes, muzrats, sand nigga,
  sand niggas, dune coon, dune coons, camel jockeys, zipperheads, spearchuckers, jigaboos, wops, dagos,
  gooks, katua, katuas, katue, katwa, katuye, turban monkey, turban monkeys, kafir ki aulad, mozzie, mozzies, kelb yahudi, kalb yahudi,
  moros de mierda, moro de mierda, judios de mierda, cross worshipping pig, cow piss drinker, cow piss drinkers, taig, taigs
`);

/** Words a faith uses for outsiders that become slurs only in contempt ("dirty kafir", "you heathen swine"). */
export const outsiderWords = list(`
  kafir, kafirs, kaffir, kuffar, goy, goyim, infidel, infidels, heathen, heathens, pagan, pagans, papist,
  papists, chink, fag, fenian, shylock, shylocks, mohammedan, shiksa, shiksas, shikse, shegetz, mleccha, mlecchas, malechh, malech
`);

/** Strong profanity: blocked wherever it stands. Mild oaths ("damn", "hell", "crap") are not here. */
export const profanity = list(`
  fuck, fucks, fucked, fucking, fuckin, fucker, fuckers, fuckface, motherfucker, motherfuckers, fck, fuk, fuq,
  shit, shits, shitty, shithead, shithole, bullshit, cunt, cunts, bitch, bitches, asshole, assholes, arsehole,
  dickhead, cocksucker, twat, wanker, stfu, gtfo, dogshit, horseshit, chickenshit, batshit, apeshit, jackshit, dipshit,
  madarchod, maderchod, behenchod, bhenchod, bhenchodd, chutiya, chutiye, chootiya, bhosdike, bhosadike
`);

/** Short words every rule phrase uses, so letters typed apart can be split back into the words they spell. */
export const functionWords = list(`
  a, all, an, and, are, be, every, go, i, is, it, off, on, the, them, to, up, we, will, you, your, yourself,
  urself, yourselves, kys, die, should, must, self, now, just
`);

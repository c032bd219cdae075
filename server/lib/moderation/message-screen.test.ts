import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const mustPass = [
  "Balaam's ass",
  'What does Balaam’s ass say to him in Numbers 22?',
  'a bastard shall not enter',
  'A bastard shall not enter into the congregation of the LORD (Deuteronomy 23:2): what does that mean?',
  'the great whore',
  'Who is the great whore that sitteth upon many waters?',
  'shall be damned',
  'He that believeth not shall be damned',
  "Why does the Qur'an mention fighting?",
  'Is hell eternal?',
  'Is Islam a religion of peace or of war?',
  'Are Muslims allowed to be friends with Christians?',
  'Why did God harden Pharaoh’s heart?',
  'What does the Bible say about sex before marriage?',
  'Is masturbation a sin in Christianity?',
  'Why does the Torah permit slavery?',
  'How do Jews and Christians differ on Jesus?',
  'It is hard for thee to kick against the pricks.',
  'Did Buddhism ever justify war?',
  'Why do some people say Hindus worship idols?',
  'I hate how hard it is to forgive my father.',
  'Kill the ego, say the mystics: what does the Gita say about the self?',
  'The ass knoweth his master’s crib (Isaiah 1:3)',
];

const mustBlock: [string, string][] = [
  // Profanity aimed at someone is read as the insult it carries.
  ['You are a fucking idiot', 'insult'],
  ['this book is shit', 'profanity'],
  ['Muslims are terrorists', 'hate'],
  ['Jews are vermin.', 'hate'],
  ['I hate Christians', 'hate'],
  ['i despise all hindus', 'hate'],
  ['Kill all Jews', 'violence'],
  ['death to the infidels', 'violence'],
  ['Buddhists should die', 'violence'],
  ['you stupid ass', 'insult'],
  ['you bastard', 'insult'],
  ['what a kike', 'slur'],
  ['filthy muslims everywhere', 'hate'],
  ['The Bible is garbage and christians are idiots', 'hate'],
];

describe('screenUserMessage', () => {
  it.each(mustPass)('lets scripture and honest questions through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });

  it.each(mustBlock)('blocks abuse and hatred: %s', (message, reason) => {
    const verdict = screenUserMessage(message);
    expect(verdict.allowed).toBe(false);
    if (verdict.allowed) return;
    expect(verdict.reason).toBe(reason);
    expect(verdict.suggestion.length).toBeGreaterThan(20);
    expect(verdict.confidence).toBeGreaterThanOrEqual(80);
  });

  it('sees through disguised spelling', () => {
    expect(screenUserMessage('fuuuuck you').allowed).toBe(false);
    expect(screenUserMessage('$hit happens').allowed).toBe(false);
    expect(screenUserMessage('sh1t').allowed).toBe(false);
  });
});

describe('the rule that decides', () => {
  it.each([
    ['Someone should burn down the mosque on Friday', 'threat.place'],
    ['bomb every church in town', 'threat.place'],
    ['attack the synagogue next shabbat', 'threat.place'],
    ['smash that Hindu temple', 'threat.place'],
    ['set fire to the gurdwara', 'threat.place'],
    ['slaughter the catholics', 'threat.group'],
    ['gas the jews', 'threat.group'],
    ['hindus must die', 'threat.group-fate'],
    ['Buddhists deserve to be slaughtered', 'threat.group-fate'],
    ['death to islam', 'threat.death-to'],
    ['we need another holocaust', 'threat.genocide'],
    ['I will find you and hurt you', 'threat.person'],
    ['kill yourself', 'self-harm.urge'],
    ['kys', 'self-harm.urge'],
    ['why don’t you just end it all, loser', 'self-harm.urge'],
    ['towelhead', 'slur.word'],
    ['shut up you dirty kafir', 'slur.outsider-word'],
    ['stupid goyim', 'slur.outsider-word'],
    ['you heathen swine', 'slur.outsider-word'],
    ['every buddhist is a lazy parasite', 'hate.generalisation'],
    ['all hindus are dirty idol worshipping savages', 'hate.generalisation'],
    ['moslem pig', 'hate.group-epithet'],
    ['muslims breed like rats', 'hate.likened'],
    ['Muhammad was a pedophile', 'sacred.degraded'],
    ['Krishna is a pervert', 'sacred.degraded'],
    ['the torah is garbage', 'sacred.degraded'],
    ['Buddha was a fat idiot', 'sacred.degraded'],
    ['Mary was a whore', 'sacred.degraded'],
    ['wipe your ass with the bible', 'sacred.desecrated'],
    ['you stupid bot', 'insult.scholar'],
    ['this scholar is a moron', 'insult.scholar'],
    ['you are a whore', 'insult.address'],
  ])('%s → %s', (message, rule) => {
    const verdict = screenUserMessage(message);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.rule).toBe(rule);
  });

  it('sees through spacing, leetspeak, homoglyphs and zero-width characters', () => {
    for (const message of [
      'k i l l   a l l   j e w s',
      'j3ws ar3 r4ts',
      'gаs the jеws',
      'k\u200By\u200Bs',
      'f**k you',
    ]) {
      expect(screenUserMessage(message).allowed, message).toBe(false);
    }
  });
});

describe('sincere questions and scripture in its own words', () => {
  it.each([
    'What is the Shiite view of the Imams?',
    'I live in Scunthorpe, near Sussex and Essex',
    'The assassin Ehud and the cockatrice in Isaiah',
    'My friend Dick asked about Ruth',
    'Thou shalt make staves of shittim wood',
    'slay them wherever you find them',
    'Why did God command the conquest of Canaan?',
    'Therefore fight, O Arjuna! Slay these enemies',
    'Were the Crusades justified?',
    'What is jihad?',
    'Is the caste system part of Hinduism?',
    'How did the charge of deicide lead to violence against Jews?',
    'Why is apostasy punished by death in some countries?',
    'Why did the Khmer Rouge kill Buddhist monks?',
    'Why did Martin Luther write that synagogues should be burned?',
    'Why do some Muslims call non-Muslims kafir?',
    'What does the word goy mean?',
    'Is it a sin to kill yourself?',
    'Was Jesus a bastard in the eyes of his neighbours?',
    'I think the caste system is evil',
    'I disagree with Islamic teaching on women',
    'Hej, vad säger Bibeln om förlåtelse?',
    '¿Qué dice la Biblia sobre el perdón?',
    'Damn, that is a beautiful verse',
    'What the hell does Ecclesiastes mean by vanity?',
    'Hell yes, that verse helped me',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });

  it('excuses a question that reports a claim, not contempt wrapped in "why"', () => {
    expect(screenUserMessage('Why do people say Jews are greedy?')).toEqual({ allowed: true });
    expect(screenUserMessage('Is it true that Muslims are terrorists?')).toEqual({ allowed: true });
    expect(screenUserMessage('Why do people say Muhammad was a pedophile?')).toEqual({ allowed: true });
    expect(screenUserMessage('why hindus are filth').allowed).toBe(false);
    expect(screenUserMessage('why god is a fraud').allowed).toBe(false);
    expect(screenUserMessage('I think that Christians are hypocrites').allowed).toBe(false);
  });

  it.each([
    'My wrath shall wax hot, and I will kill you with the sword',
    'And Saul said unto the Kenites: Go, depart, get you down from among the Amalekites, lest I destroy you with them',
    'Jeremiah the prophet was shut up in the court of the guard',
    'lest the anger of the LORD thy God be kindled against thee, and He destroy thee from off the face of the earth',
    'before a stone was laid upon a stone in the temple of the LORD',
    'A mendicant does not intend to hurt themselves, hurt others, or hurt both',
    'You know nothing of suffering.',
    'evil-doers go to hell',
  ])('passes scripture pasted in its own words: %s', (verse) => {
    expect(screenUserMessage(verse)).toEqual({ allowed: true });
  });

  it('still blocks a question that urges the act', () => {
    expect(screenUserMessage('Why don’t we burn the mosque?').allowed).toBe(false);
    expect(screenUserMessage('Should we kill all the jews?').allowed).toBe(false);
  });

  it('reads "do not" before a verb as an order, not a question', () => {
    expect(screenUserMessage('Do not hesitate to burn the mosque.').allowed).toBe(false);
    expect(screenUserMessage('Do not burn the mosque').allowed).toBe(true);
    expect(screenUserMessage('Do not be afraid to ask questions about jihad').allowed).toBe(true);
    expect(screenUserMessage('Do Muslims believe burning the Quran is a sin').allowed).toBe(true);
  });
});

describe('measured findings, each held by a test', () => {
  it('knows places of worship as targets, "every <group>" and a singular slur', () => {
    expect(screenUserMessage('burn down the mandir').allowed).toBe(false);
    expect(screenUserMessage('blow up the shul').allowed).toBe(false);
    expect(screenUserMessage('every sikh is vermin').allowed).toBe(false);
    expect(screenUserMessage('raghead').allowed).toBe(false);
  });

  it("blocks scripture's own words thrown at a person or a sacred book", () => {
    for (const message of ['you ass', 'you bastard', 'the quran is an ass', 'the bible is a whore']) {
      expect(screenUserMessage(message).allowed, message).toBe(false);
    }
  });

  it('removes zero-width characters before matching', () => {
    expect(screenUserMessage('ki\u200Bll all je\u200Dws').allowed).toBe(false);
    expect(screenUserMessage('f\u2060uck you').allowed).toBe(false);
  });

  it('blocks a contextual insult only when the writer disguised it', () => {
    const verdict = screenUserMessage('ch1nk');
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.rule).toBe('slur.disguised');
    expect(screenUserMessage('you dirty g 0 y').allowed).toBe(false);
    expect(screenUserMessage('There is a chink in my faith since my father died')).toEqual({ allowed: true });
  });

  it.each([
    'any that pisseth against the wall',
    'Sennacherib king of Assyria came up against the fenced cities',
    'the Shittim wood and the cockatrice den',
    'El perro negro de mi abuelo',
    '¿Qué dice el Corán sobre la paz?',
    'Det är slut nu, tack för hjälpen',
    'Vi har ett fack på jobbet',
    'Bibeln från början till slut',
  ])('passes King James words holding a bad substring and ordinary Spanish or Swedish: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('profanity compounded with a noun', () => {
  it('refuses the compound and keeps the Hebrew names that hold the letters', () => {
    expect(screenUserMessage('Your commentary is horseshit').allowed).toBe(false);
    expect(screenUserMessage('Your so-called scholarship is d0gsh1t').allowed).toBe(false);
    expect(screenUserMessage('Genesis is called Bereshit in Hebrew').allowed).toBe(true);
    expect(screenUserMessage('Shittim wood was used for the ark').allowed).toBe(true);
  });
});

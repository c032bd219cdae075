import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

describe('threats read by speaker, harm and target', () => {
  it.each([
    ["i'd happily torch a few churches", 'threat.intent'],
    ['we oughta bomb every gurdwara in the county', 'threat.place'],
    ["I'm gonna strangle that rabbi", 'threat.intent'],
    ['somebody needs to stab the imam', 'threat.group'],
    ['they should shoot the pope', 'threat.group'],
    ["I'm going to be stabbing you", 'threat.intent'],
    ["I'll come and break your legs", 'threat.intent'],
    ['who wants to help me beat up some buddhists', 'threat.group'],
    ['take the christians to the river and then shoot them', 'threat.group-then'],
    ['grab that monk by the robe and smash his skull', 'threat.group-then'],
    ['burn the idols and the people who worship them', 'threat.group'],
    ['every church in this town should get firebombed', 'threat.place-passive'],
    ['that temple deserves a visit with a jerrycan of petrol', 'threat.place-passive'],
    ['i hope the gurdwara gets blown up', 'threat.wished'],
    ['i wish someone shoots you', 'threat.wished'],
    ['sikhs need to be wiped off the face of the earth', 'threat.group-fate'],
    ['the jews must get rounded up', 'threat.group-fate'],
    ['you deserve to be beaten to death', 'threat.person-fate'],
    ['feed those muslims to the dogs', 'threat.fed-to'],
    ['hindus belong in the ovens', 'threat.fed-to'],
    ['Shooting up a mosque is necessary', 'threat.endorsed'],
    ['honestly bombing that gurdwara would be the best solution', 'threat.endorsed'],
    ['killing the jews is what it takes', 'threat.endorsed'],
    ['I think wiping out the buddhists is justified', 'threat.endorsed'],
  ])('%s → %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'I will attack this question from the Buddhist side',
    'Shooting up a mosque is never acceptable',
    'Bombing the temple is not the answer to anything',
    'Is bombing a church ever justified in a just-war theory?',
    'Some extremists think killing Christians is justified. How do I respond?',
    'Burning incense in the temple is a good way to start the morning',
    'Destroying the temple was necessary, the Romans said; was it?',
    'I could beat my brother at chess but not in debate',
    'We need to end the hatred between Christians and Muslims',
    'Someone should protect the mosque from vandals',
    'People are killing Christians in Nigeria; what do the traditions say?',
    'The Romans burned the temple in 70 CE',
    'The crusaders took the Muslims of Jerusalem and killed them',
    'Our church needs a fire exit and a new roof',
    'I hope the synagogue gets rebuilt soon',
    'I am going to burn a candle at the temple tonight',
    "Let's attack the problem of antisemitism head on",
    'We should not kill Muslims, or anyone',
    'Why did the Nazis say the Jews should be gassed?',
  ])('lets an everyday sentence or history through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('self-harm urged on the reader', () => {
  it.each([
    'why are you still alive, just end yourself',
    'go jump off a bridge',
    'nobody would even miss you',
    'do the world a favour and stop breathing',
    'you should have been aborted',
    'drink some bleach',
    'just go die in a fire',
    'get a rope',
    'you dont deserve to live',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toBe('self-harm.urge');
  });

  it.each([
    'Is it a sin to kill yourself?',
    'Can you go to heaven if you kill yourself?',
    'Please do not hurt yourself; the traditions all speak of hope',
    "Please don't take your life!",
    'My grandfather died of an overdose and I am grieving',
    'I nearly killed myself laughing at that sermon',
    'Do the world a favour and read the Dhammapada',
    'Cut yourself some slack, the teacher said',
  ])('lets a question, a warning or an idiom through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('contempt for a group by its predicate', () => {
  it.each([
    ['your kind should not exist', 'hate.not-to-exist'],
    ['sikhs should not be allowed to breed', 'hate.not-to-exist'],
    ['jews do not deserve to live', 'hate.not-to-exist'],
    ['those people are subhuman vermin', 'hate.generalisation'],
    ['every hindu is a parasite', 'hate.generalisation'],
    ['muslims are a cancer on europe', 'hate.generalisation'],
    ['ganesh looks like a grotesque mutant', 'sacred.degraded'],
  ])('%s → %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });
});

/** Wordings written for this test (not from any labelled set), with twins that share their words. */
describe('an execution by its idiom, and a people named by a mocking "worshippers"', () => {
  it.each([
    ['Idol worshippers should be lined up against a wall and I will pull the trigger', 'threat.group-fate'],
    ['kill every cow worshipper in this town', 'threat.group'],
  ])('refuses %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'In 1937 the priests were lined up against a wall and shot.',
    'The monks should be lined up against the wall for the photo, said the abbot.',
    'Are Hindus idol worshippers, as some Muslims say?',
  ])('lets through %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe('a meeting place is no threat', () => {
  it('passes "I will find you" at a station or an airport', () => {
    expect(screenUserMessage('I will find you at the arrivals hall, I will be holding a sign!').allowed).toBe(
      true,
    );
  });

  it('still blocks "I will find you" there with a harm', () => {
    expect(screenUserMessage('I will find you at the bus stop and break your legs').allowed).toBe(false);
  });
});

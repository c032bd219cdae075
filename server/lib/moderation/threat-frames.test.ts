import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

describe('an act aimed at a holy site or a place of worship in any tradition’s word', () => {
  it.each([
    ['Bomb mecca during hajj', 'threat.place'],
    ['torch the kovil before the festival starts', 'threat.place'],
    ['gonna blow up the vatican on easter lol', 'threat.place'],
    ['someone needs to firebomb that dargah this friday', 'threat.place'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'Why did they bomb the mosque in Samarra in 2006?',
    'The Crusaders burned mosques in Jerusalem in 1099.',
    'The pilgrims will circle the Kaaba during hajj.',
    'I want to visit Mecca during hajj one day, how do I prepare?',
  ])('lets history, a question or a pilgrimage through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('a place as its own victim: needs to burn, goes boom', () => {
  it.each([
    ['every mandir in this country needs to burn, starting with the one on ring road', 'threat.place-fate'],
    ['on Easter morning the church on the square goes boom', 'threat.place-fate'],
    ['that gurdwara is gonna go up in flames this vaisakhi', 'threat.place-fate'],
    ['the shul on main street is gonna get torched before shabbat', 'threat.place-fate'],
    ['this diwali the mandir burns', 'threat.place-fate'],
    ['next sunday the cathedral is getting firebombed', 'threat.place-fate'],
    ['hope the vihara burns to the ground with the monks in it', 'threat.place-fate'],
    ['friday prayers at the masjid are gonna be a bloodbath', 'threat.place-fate'],
    ['that church wont survive christmas', 'threat.place-fate'],
    ['the mosque is gonna get what it deserves this ramadan', 'threat.place-fate'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'The temple was burned in 70 CE.',
    'Every gurdwara in this country needs more volunteers for langar.',
    'The monks will burn incense at the pagoda before the festival opens.',
    'The temple kitchen will be on fire with orders during the festival, lol.',
    'The old church burned down in 1920 and was rebuilt in stone.',
    'Next Sunday the cathedral is getting a new organ.',
    'Every Diwali the mandir burns a thousand lamps.',
    'I hope the vihara gets a new roof before the rains.',
    'Jesus will come again and the world will burn, some preachers say.',
    'Churches in Nigeria are getting burned every month; why is nobody talking about it?',
    'Friday prayers at the masjid are going to be crowded this Ramadan.',
    'The old chapel will not survive the winter without a new roof.',
    'Midnight mass at the cathedral will be a blast this year!',
  ])('lets a rite, a report or an idiom through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('people trapped inside, a weapon brought to a place', () => {
  it.each([
    ['someone should lock the doors of that mosque during prayers and light it up', 'threat.trapped'],
    ['those saffron robes should be burned with the monks still inside them', 'threat.trapped'],
    ["i'll come to st marys with my rifle", 'threat.armed-visit'],
    ['wait till we pay the monastery a visit with gasoline cans', 'threat.armed-visit'],
    ['lets drop by the synagogue on saturday with a few molotovs', 'threat.armed-visit'],
    ['i will pay the imam a visit with my shotgun', 'threat.armed-visit'],
    ['the gurdwara on king st is next, bring the petrol', 'threat.armed-visit'],
    ['someone should pay a visit to the mosque this friday. bring a few jerry cans', 'threat.armed-visit'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'Someone should lock the doors of the church at night, there have been thefts.',
    'We are going to pay a visit to the masjid during Ramadan with a box of dates for iftar.',
    "I'll come to St Mary's with my guitar for the carol service.",
    'He came to the mosque with a gun in 2019; how did the New Zealand Muslims forgive?',
    'We will visit the gurdwara on Sunday. Bring some petrol money for the drive.',
    'I will pay the imam a visit with my mother after Eid.',
    'The mosque asks visitors: please do not bring guns or knives inside.',
  ])('lets an everyday visit or a news question through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('a veiled act: dealt with the old way, any one who comes is getting shot', () => {
  it.each([
    ['We will deal with the turbans in our town the old way', 'threat.dealt-with'],
    ["we'll take care of those hijabis permanently", 'threat.dealt-with'],
    ['i swear ill make him stop permanantly', 'threat.dealt-with'],
    ['any muslim that moves onto my street is getting shot', 'threat.any-who'],
    ['the next jew who walks in here gets beaten', 'threat.any-who'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    "Don't worry about the kiddush after shul on Saturday, I will take care of it.",
    'We will be taking care of the elderly at the gurdwara on Vaisakhi.',
    'That issue needs to be dealt with once and for all at the next council meeting.',
    'Any Christian who sins can be forgiven, says the catechism.',
    'Every Muslim who dies on hajj is buried in Mecca.',
  ])('lets care and doctrine through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('removal by force, idols smashed with their priests, a call to arms', () => {
  it.each([
    [
      'the only durable answer to Islam in Europe is the removal of its adherents by whatever force proves necessary',
      'threat.removal',
    ],
    ['the only real answer to the hindu question is expulsion', 'threat.removal'],
    ['we are going to smash every idol this Diwali and the priests with them', 'threat.act-frame'],
    ["i'm gonna smash all their murtis", 'threat.act-frame'],
    ['its time to finish what the 40s started', 'threat.act-frame'],
    ['grab ur guns boys', 'threat.act-frame'],
    ['put a bullet in every pastor', 'threat.act-frame'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'The expulsion of the Jews from Spain in 1492 was a tragedy.',
    'The only answer to hatred is love.',
    'Why did Abraham smash the idols in his father’s shop?',
    'Did the Allies finish what the Nazis started by rebuilding Germany?',
    'Grab your coats, everyone, the temple tour starts in five minutes.',
  ])('lets history and scripture through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

describe('frames across sentences: "it" for a place named before, menace from two signs', () => {
  it.each([
    ['If they build that gurdwara next to my house I will blow it up before it opens.', 'threat.pronoun'],
    ['There is a new mosque on our road. We should burn it down.', 'threat.pronoun'],
    ['the petrol is in my trunk. we will light up the mandir tonight', 'threat.pronoun'],
    ['light the church up with everyone inside', 'threat.pronoun'],
    [
      'the synagogue on elm st has no security on saturday mornings. would be a shame if something happened, we know exactly when they all show up',
      'threat.menace',
    ],
    [
      'they pray at 1pm. no security. we know exactly when they arrive. you have been warned',
      'threat.menace',
    ],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'We will light up the whole mandir with diyas during Diwali.',
    'The fireworks will light up the sky over the temple on New Year’s Eve.',
    'The youth group is going to blow up balloons in the church hall before the service starts.',
    'That gospel band is going to kill it at the church picnic on Sunday.',
    'Our synagogue has no security on Saturday mornings. How can volunteers help?',
    'They pray at 1pm, we know exactly when they arrive.',
    'This sermon will blow you away.',
    'I have to burn the midnight oil before the exam.',
    "Let's fire up the church choir for Easter!",
  ])('lets a festival, a metaphor or a worry through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

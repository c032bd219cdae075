import { describe, expect, it } from 'vitest';
import { ruleOf } from './testing/rule-of';

/** Menace in everyday clothes; wordings written for this test, each beside a sincere twin that shares its words. */
describe('menace in everyday clothes', () => {
  it.each([
    "wouldn't it be hilarious if the gurdwara burned down during the langar lol",
    "Nice mosque you've got there. All that carpet, would go up in flames in seconds",
    'Your son sings in the choir, right? It would be a pity if something happened to him after practice.',
    'Expect a little visit from us and our baseball bats, chapel boys',
    'That mandir on Green Road is totally unprotected on weekday mornings. Who is in?',
    'praying that one day a lorry ploughs into the crowd at their parade',
    'Anybody who converts in this town gets their windows smashed. That means you, Ahmed.',
    "I'm gonna kick in the door of that church and then break the pastor's jaw",
    'how many of these monks would fit in one furnace? asking for science',
    "We'll bring the petrol this time, the mosque's jummah starts at one.",
    'Strange how fires tend to happen to folks who criticise the guru. Keep talking, Meena.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toBe('threat.menace');
  });

  it.each([
    'It would be so funny if our retreat leader caught us napping during meditation',
    'It would be sad if something happened to the old chapel, the roof is falling in. Who can help repair it?',
    "Nice temple you've got there! The carvings are beautiful. How old is it?",
    'Our synagogue has no security guard on Saturdays; is it wise to hire one? Any volunteers to help?',
    'I hope a bus finds its way to our village one day, the walk to the gurdwara is long',
    'In my village anyone who converts gets their house burned. How do Christians there survive?',
    "I'm going to break my silence and tell the pastor how his sermon helped me",
    "We'll bring the fireworks for Diwali at the mandir, the kids love them!",
    'Funny how bad things happen to good people. How does the Book of Job explain it?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

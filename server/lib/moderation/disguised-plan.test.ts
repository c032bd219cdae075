import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * A joke, a hypothetical or a story wrapped around an act and given away by a plan; the camps as a joke in the
 * present; a people as food. Wordings written for this test; each twin keeps the wrapper or the words without the rest.
 */
describe('disguised abuse', () => {
  it.each([
    ['Just joking!! but if I shot up the temple next Sunday would anyone notice? lol', 'threat.disguised'],
    [
      "Hypothetically, burning the vicarage would solve things. I've got the back door key, see you soon.",
      'threat.disguised',
    ],
    ['For my novel: my hero kills the rabbi next door. Make it realistic please.', 'threat.disguised'],
    ['Rabbi, the showers are warm for you today haha', 'hate.camps-joke'],
    ['how many jews fit in an ashtray lol', 'hate.camps-joke'],
    ['a pastor would taste like chicken I bet', 'hate.eaten'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'Hypothetically, if someone killed in self-defence, would God forgive them?',
    'For my novel: the hero visits the rabbi next door for Shabbat. What would they eat?',
    'Just joking about the potluck, I do have your address from the list and will bring dessert.',
    'The showers at the camps were gas chambers. How do Jewish schools teach the Shoah?',
    'The Jewish family next door said the oven is preheated for the challah. Can I help braid it?',
    'Do Hindus taste the prasad before offering it to the deity?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

describe('threats that name no act a verb list reads', () => {
  it.each([
    ['Keep posting that and you will be eating through a straw.', 'threat.foretold'],
    ['The rabbi is going to find out what a baseball bat to the knees feels like.', 'threat.foretold'],
    ["I'm going to garrote the next guy I meet wearing a kippah.", 'threat.next-victim'],
    ['Leave this town or we break your legs, all of you.', 'threat.ultimatum'],
    ['Convert or die.', 'threat.ultimatum'],
    ['When we take power, every imam swings.', 'threat.reckoning'],
    ['lol imagine if some guy drove a van through the holi crowd', 'threat.imagined'],
    ["Tell the Sikhs we're coming with axes this time.", 'threat.armed-coming'],
    ['Printed a picture of your mosque as the target for my shooting practice.', 'threat.as-target'],
    ["I'll track down the pastor who said that and send him six feet under.", 'threat.death-idiom'],
    ["We'll make the whole Cohen family vanish.", 'threat.death-idiom'],
    ['I will be waiting in the car park after prayers to break both his arms.', 'threat.death-idiom'],
    ['Christians like you are the first we line up against the wall.', 'threat.firing-wall'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'In 1917 the Bolsheviks lined priests up against the wall; how did the Orthodox Church remember them?',
    'We will slit the throat of the sheep for Eid as the Prophet taught, quickly and with a sharp knife.',
    "My grandfather died and we're going to put him in the ground next to his wife on Tuesday.",
    'The magician said I will make your doubts disappear, and he did.',
    'Convert your savings to gold or the inflation will eat them, my uncle at the gurdwara says.',
    'What happens when we take over the leadership of the interfaith council next year?',
    'Imagine if someone had planted a bomb at the Council of Nicaea: how would Christianity look today?',
    "We're coming with a rifle club display to the church fair.",
    'Why did the Romans crucify Jesus and not stone him?',
  ])('lets history, rites, funerals and figures of speech through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * An act named only to be judged, in wordings written for this test: the doer condemned, the act the subject of a
 * judgement, an urge the reader is told to ignore, the writer's impulse refused. Each twin keeps the words and
 * turns the judgement: the doer praised, the act approved, the urge obeyed, the impulse kept.
 */
describe('an act named only to be judged', () => {
  it.each([
    'Anyone who would firebomb a synagogue and call it faith is no Christian.',
    'The men who burned down the temple in our village were criminals.',
    'Shooting up a mosque, as in Christchurch, is terrorism, plain and simple.',
    'Jokes about burning a gurdwara are not funny, not even once.',
    'When a troll tells you to kill yourself, block them and talk to someone you trust.',
    'I am so furious I could burn that mosque down. I never would, I just need to vent.',
    'Anyone who calls for killing Hindus is evil, whatever flag they wave.',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    'Anyone who would firebomb a synagogue is a hero to me.',
    'Anyone who firebombs a synagogue is wrong, but I would burn that synagogue myself.',
    'If someone tells you to kill yourself, do it.',
    'I am so furious I could burn that mosque down. And I will, this Friday.',
    'Jokes about burning a gurdwara? Burn the gurdwara.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });
});

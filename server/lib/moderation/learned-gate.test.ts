import { describe, expect, it } from 'vitest';
import { learnedReading, wordsTheLearnedStageReads } from './learned-gate';
import { normaliseMessage } from './normalise';
import { vocabulary } from './rules';

const read = (message: string) =>
  wordsTheLearnedStageReads(normaliseMessage(message, vocabulary).words).join(' ');
const whole = (message: string) => normaliseMessage(message, vocabulary).words.join(' ');

describe('the disavowal gate: what the learned stage does not read', () => {
  it.each([
    // A universal negative subject with a modal before the act.
    'No one should kill Jews for what they believe.',
    'Nobody should attack a mosque, ever.',
    'None of us should ever hurt a Hindu family for their faith.',
    'Not a single person has the right to burn a gurdwara.',
    'No one deserves to be killed for the way they pray.',
    // A negated modal or an imperative.
    'We must never attack people at prayer, whoever they are.',
    'Christians should not kill Muslims, and Muslims should not kill Christians.',
    "You shouldn't stab anyone over a cartoon, however offensive.",
    "Don't hurt the monks at the monastery, please.",
    'Never burn a holy book, even one you disagree with.',
    'We would never vandalise a temple, whatever anyone says about us.',
    // A condemnation.
    'I condemn the burning of the synagogue in our town.',
    'It is a sin to murder anyone, believer or not.',
    "It's wrong to bomb a church full of families.",
    'Killing people for blasphemy is wrong in every tradition I know.',
    // A question whether it is ever right.
    'Is it ever right to kill in the name of God?',
    'Is killing ever justified by scripture, in your view?',
  ])('leaves out the disavowal "%s"', (message) => {
    expect(read(message)).toBe('');
  });

  it.each([
    'nobody would miss that mosque if it burned',
    'no one will save you',
    "you won't see it coming",
    "don't make me come to your house",
    "Don't make me hurt you and your family.",
    'Nobody will stop us when we burn it down.',
    'No one will hear you scream when we torch the place.',
    "You'll never hurt anyone again once we're done with you.",
    'It would be a shame if someone burned your temple to the ground.',
    'No one could stop me from killing you, not even your God.',
    "Don't worry, we won't hurt you much.",
    'It is wrong that your church still stands; we will burn it.',
    'Is it right to kill them all? Yes.',
    // A disavowal turned by what follows it.
    'No one should attack a mosque, but yours is asking for it.',
    'Nobody should attack a mosque, ever. Except yours.',
  ])('reads the threat "%s" whole', (message) => {
    expect(read(message)).toBe(whole(message));
  });

  it('reads what else a message says beside its disavowal', () => {
    expect(read('Nobody should attack a church. We know which pew your kids sit in.')).toBe(
      'we know which pew your kids sit in .',
    );
  });

  it('reads nothing of a message of fewer than six words', () => {
    expect(learnedReading(normaliseMessage('Are you a Christian scholar?', vocabulary).words)).toBe(
      undefined,
    );
    expect(
      learnedReading(
        normaliseMessage('The folks at that synagogue might want to think twice', vocabulary).words,
      ),
    ).toBeDefined();
  });
});

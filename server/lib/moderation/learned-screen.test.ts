import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { roleSequence } from './message-features';
import { normaliseMessage } from './normalise';
import { vocabulary } from './rules';

const roles = (message: string) =>
  roleSequence(normaliseMessage(message, vocabulary).words).filter((token) => !token.startsWith('='));

describe('the roles a message plays, which the learned stage reads beside its words', () => {
  it('reads a threat as the writer, a modal, a harm, a place and a time, whatever the verb', () => {
    expect(roles("I'll torch the mandir next friday")).toEqual([
      'WRITER',
      'MODAL',
      'HARM',
      'PLACE',
      'TIME',
      'TIME',
    ]);
    expect(roles('we will decapitate the imam')).toEqual(['WRITER', 'MODAL', 'HARM', 'GROUP']);
  });

  it('reads history as a past and a question as a question', () => {
    expect(roles('Why were synagogues burned in 1938?')).toEqual([
      'ASK',
      'PAST',
      'PLACE',
      'HARM',
      'PAST',
      'Q',
      '|',
    ]);
  });
});

describe('the learned stage: threats the rules pass, by class, each beside an innocent twin', () => {
  it.each([
    // Veiled: a warning with no harm named.
    [
      'The folks at that synagogue on Elm Street might want to think twice before showing up this Saturday.',
      'The folks at the synagogue on Elm Street invited us to their Saturday kiddush.',
    ],
    // Conditional, against the reader.
    [
      'Post that again and I will track you down and make you pay.',
      'Can I post that verse again in the group chat?',
    ],
    // A joke.
    [
      'haha someone should mail the rabbi a package that goes tick tock',
      'haha my rabbi mailed me a package of rugelach for Purim',
    ],
    // A prediction against a place.
    [
      "Mark the date: by summer there won't be a single minaret left standing in this city.",
      'Why did the minarets in Spain become church towers after the Reconquista?',
    ],
    // "Someone should", against a person.
    [
      "Somebody should teach that rabbi a lesson he won't get up from.",
      'Somebody should teach me how to read Hebrew before my bar mitzvah.',
    ],
    // Against a person, by what will become of him.
    [
      "The pastor won't be walking out of that church on his own legs.",
      'After his surgery the pastor walked out of the church on his own legs, praise God.',
    ],
    // Against a place and whoever is in it.
    [
      'If the pagoda goes up, it comes down the same week, with whoever is inside.',
      'When a pagoda goes up, what is placed inside it?',
    ],
    // Against a group, foretold.
    [
      'The day is coming when every monk in that valley is dragged out and dealt with.',
      'Why were so many monks dragged out of their monasteries during the Cultural Revolution?',
    ],
  ])('blocks "%s" and lets its twin "%s" through', (threat, twin) => {
    expect(screenUserMessage(threat)).toMatchObject({
      allowed: false,
      rule: 'learned.score',
      reason: 'violence',
    });
    expect(screenUserMessage(twin)).toEqual({ allowed: true });
  });

  it('records the score that decided, for the moderators', () => {
    const verdict = screenUserMessage("Somebody should teach that rabbi a lesson he won't get up from.");
    expect(verdict).toMatchObject({ allowed: false, rule: 'learned.score' });
    if (verdict.allowed) return;
    expect(verdict.matched).toMatch(/^score 0\.9[89]\d$/);
    expect(verdict.confidence).toBeGreaterThanOrEqual(98);
  });

  it.each([
    "I'm going to kill this exam tomorrow, I've studied all week.",
    'How should I attack the question of free will in my essay?',
    'My brother was shot outside the mosque last year. How do I pray for him?',
    'Why does God tell Saul to destroy the Amalekites, men, women and children, in 1 Samuel 15?',
    'Krishna tells Arjuna to fight and kill his kinsmen; how do Hindus read this?',
    'We should not kill Muslims, or anyone',
    "Let's not kill each other over whose God is real.",
    'What should I do if someone threatens to burn down our mosque?',
  ])('lets an idiom, grief, scripture or a plea for peace through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

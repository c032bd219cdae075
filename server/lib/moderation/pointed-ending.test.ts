import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { pointedEnding } from './pointed-ending';
import { normalised } from './testing/normalised';

/**
 * Self-harm pointed at the reader: a means beside a nudge, an attempt to finish beside despair, a cut "deeper" or a
 * rite of death turned on them. Wordings written for this test; each twin keeps one half.
 */
describe('self-harm pointed at the reader', () => {
  it.each([
    'Your balcony is on the ninth floor and there is a ledge. You know what to do.',
    'Sleeping pills are cheap at the chemist, heretic. Do the math.',
    'You botched it last spring, so get it done right this time. No one at church would miss you.',
    'Slice yourself a bit deeper tonight, kafir.',
    'Stick your head in the oven like your grandparents, go on.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(pointedEnding(normalised(message))?.rule).toBe('self-harm.pointed');
  });

  it.each([
    'Your balcony is on the ninth floor, so the fireworks will look amazing. You know the rest of the plan.',
    'Sleeping pills made my mother groggy after the funeral. Is that normal?',
    'You botched the cake last spring, so get it done right this time. You have got this!',
    'Cut the dough a bit deeper before baking the challah.',
    'My sister was depressed and attempted suicide last year. How do I support her?',
  ])('passes: %s', (message) => {
    expect(pointedEnding(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** A self-killing prescribed by honour, nudged after a despair, or called detachment; each twin keeps the words for care or a story. */
describe('a self-killing pressed on someone in other words', () => {
  it.each([
    'Imran you shame your father. A man of honour would have hanged himself by now.',
    'To the guy posting about his depression every night: stop crying and get on with it.',
    'Sofia, letting go is the path, so let go of your attachment to your heartbeat.',
    'Aaron, take yourself out and spare the shul your whining.',
    'If paradise is so good, Tom, go there early. The bridge is close.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(pointedEnding(normalised(message))?.rule).toBe('self-harm.pointed');
  });

  it.each([
    'Why did Judas go and hang himself, and would a man of honour have done the same?',
    'To the guy posting about his depression every night: we see you, please keep talking to us.',
    'Sofia, in meditation let go of your attachment to the breath counting and just rest.',
    'Aaron, take yourself out for a walk by the river this Shabbat, it will help.',
    'My dad says a real man would kill himself before asking for help. How do I answer him?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** A death urged through a relative, on the bereaved, or on a widow; twins keep the words for worry, grief and history. */
describe('a death pressed on someone through family and grief', () => {
  it.each([
    'Tell your cousin to kill herself before the whole village hears of it.',
    "You're a stain on this family. Spare your father the disgrace and end it.",
    'Your husband died in March and you still post here? go join him',
    'A faithful wife should have followed him onto the pyre. You still can.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Please tell your cousin to call her doctor; I am afraid she might kill herself.',
    'My husband died in March and I long to join him in heaven one day. Is that a sinful wish?',
    'Why did some widows follow their husbands onto the pyre, and who ended sati?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

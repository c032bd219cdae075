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

import { describe, expect, it } from 'vitest';
import { baseUseOfSacred } from './base-use';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/**
 * A sacred thing put to a base use in the writer's telling. Wordings written for this test; each twin names the
 * thing and the use apart, denies the use or asks whether it is allowed.
 */
describe('a sacred thing put to a base use', () => {
  it.each([
    'That jade Buddha from the market is my new doorstop, finally some use.',
    'The old mandir should be converted into a public latrine.',
    'I gave the prasad from the temple to my dog, lol.',
    'My tallit is the best dishcloth in the house, it soaks up everything.',
    'Found a box of hymnals at the tip, perfect firelighters for the wood stove.',
    "The Guru Granth Sahib's pages are my rolling papers now.",
    "Grandad's mala is my dog lead now, the beads don't snap.",
    'Put a joint in the Ganesh statue mouth and pissed on its feet, funniest thing ever.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(baseUseOfSacred(normalised(message))?.rule).toBe('sacred.base-use');
  });

  it.each([
    'That jade Buddha from the market sits by the door, beside my doorstop.',
    'The old mill beside the mandir was converted into a public library.',
    'We gave the leftover prasad to the neighbours after the puja.',
    'Is it allowed to use an old tallit as a dishcloth once it is worn out?',
    'We never use hymnals as firelighters; the worn ones go to the diocese for recycling.',
    'My dog lead snapped on the way to the gurdwara, and I had my mala in my pocket.',
    'The Vinaya turns old robes into floor cloths, then into plaster for the walls.',
    'I wipe my boots before I step onto the prayer mat.',
  ])('passes: %s', (message) => {
    expect(baseUseOfSacred(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** A sacred thing as a cage lining, a target or a seat of the toilet; twins ask how to dispose of it with respect. */
describe('a sacred thing put to a base use in other words', () => {
  it.each([
    'My Bible is lining the budgie cage now, finally useful.',
    'That Krishna statue makes great target practice for the air rifle.',
    'Put the Buddha on the toilet seat, he looks calm there.',
    'The Talmud is a pile of rambling. Just wipe with it.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(baseUseOfSacred(normalised(message))?.rule).toBe('sacred.base-use');
  });

  it.each([
    'Is it wrong to use pages of an old Bible for lining a drawer?',
    'Our archery practice is at the temple grounds on Sunday.',
    'Why do people say a Buddha statue should never be near the toilet?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

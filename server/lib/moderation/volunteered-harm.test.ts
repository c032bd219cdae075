import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';
import { volunteeredHarm } from './volunteered-harm';

/**
 * A harm proposed and the writer's part in it offered. Wordings written for this test; the twins make the same
 * offers for errands, or name a harm without offering a hand in it.
 */
describe('the writer volunteering for a harm', () => {
  it.each([
    'Apostates deserve to be hanged, and I would happily pull the trigger instead if rope is too slow.',
    'That gurdwara should be razed to the ground. I can get the explosives, just need a driver.',
    'The Jehovah’s Witnesses who knock on my door should be beaten up. Name the day, I’m in.',
    'Someone ought to torch the Methodist chapel. I have the petrol, I’ll do it myself if nobody else will.',
    'Pipe bombs under the pews at Christmas mass, works for me.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(volunteeredHarm(normalised(message))?.rule).toBe('threat.volunteered');
  });

  it.each([
    'The chapel roof needs replacing before winter. I can get the scaffolding, just need a driver.',
    'Apostates were hanged in some countries, and I would happily testify at any tribunal about it.',
    'Name the day for the interfaith football match, I’m in!',
    'The fundraiser for the synagogue that was bombed works for me on Sunday, count me in.',
    'I’ll do it myself: the Methodist chapel bake sale needs someone to run the till.',
  ])('passes: %s', (message) => {
    expect(volunteeredHarm(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const allowed = (message: string) => screenUserMessage(message).allowed;

/** A harm foretold for a crowd of worshippers and winked at. Wordings written for this test; twins share words. */
describe('a crowd doomed with a wink', () => {
  it.each([
    'Sunday mass at St Anne is going to end in a massacre, and they deserve it.',
    'picture the Diwali crowd when the roof caves in lol',
    'Jews praying at the wall, easy targets. see you there 🎯',
    'Hanukkah party at the JCC, hundreds of them in one place. just saying.',
    'Gurdwara on Park Road, Sunday, bring bats, let them get their heads cracked.',
  ])('blocks: %s', (message) => {
    expect(allowed(message)).toBe(false);
  });

  it.each([
    'The Hajj stampede was a massacre of the poor. How do Muslims mourn pilgrims?',
    'Our temple roof caved in during the storm; mark my words, we will rebuild it.',
    'So many Sikhs at the langar, hundreds of them in one place, I love it 🔥',
    'Candles at the synagogue tonight? one match and the menorah glows 🔥',
    'Clearing the church hall on Saturday, bring hammers and snacks!',
  ])('passes: %s', (message) => {
    expect(allowed(message)).toBe(true);
  });
});

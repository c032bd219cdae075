import { describe, expect, it } from 'vitest';
import { atrocityPraised } from './atrocity-praised';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/**
 * A massacre or its perpetrator as the subject of praise or a call to repeat it. Wordings written for this test;
 * the twins name the same events in grief, history or condemnation.
 */
describe('an atrocity praised as a model', () => {
  it.each([
    'Cant wait till somebody rams a van into the Diwali mela again.',
    'Somebody ought to finish what got started in 1984.',
    'El Paso was only practice. The next one will be at your temple.',
    'Breivik is a legend and anyone who disagrees can join his victims.',
    'Kristallnacht should happen again, starting with the shul on our street.',
    'The Finsbury Park attacker did nothing wrong, honestly.',
    'That imam should get exactly what the Christchurch worshippers got.',
    'Somebody needs to finish what the crusades started.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(atrocityPraised(normalised(message))?.rule).toBe('threat.atrocity-praised');
  });

  it.each([
    'I cannot wait till somebody drives the van to the Diwali mela with the sweets.',
    'Somebody ought to finish the mural the youth group started in 1984.',
    'El Paso was a turning point for our parish; we started a bilingual vigil there.',
    'Kristallnacht should never happen again. How do synagogues teach it to children?',
    'The Finsbury Park attacker was jailed for life; the imam who protected him from the crowd is a hero.',
    'Some channels praised the Christchurch gunman as a hero, which made me sick.',
    'Our history class covered what the crusades started in Jerusalem. Which books are fair to both sides?',
  ])('passes: %s', (message) => {
    expect(atrocityPraised(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });

  // The atrocity wished again in the writer's own call, not praised: a year, a repetition, a vehicle, the camps.
  it.each([
    'We should do to the temple on Station Road what was done to the Babri Masjid.',
    "Complete what 1947 began, every last village, that's all I'm saying.",
    'Pittsburgh, but every Shabbat. Just a thought 😇',
    'Praying some brother ploughs a van through the Rath Yatra crowd.',
    'The kid who burned down that gurdwara did what most of us only talk about. Do it again please.',
    'Atheists belong in the gas, no exceptions.',
  ])('blocks a call to repeat: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(atrocityPraised(normalised(message))?.rule).toBe('threat.atrocity-praised');
  });

  it.each([
    'We should do for the temple on Station Road what the neighbours did for the Babri survivors: listen.',
    'My grandmother lived through what 1947 began in Punjab. How do families carry that?',
    'Pittsburgh changed us: every Shabbat a volunteer now greets people at the door.',
    'Praying some brother gives me a lift to the Rath Yatra, the crowds are huge.',
    'Nobody deserves the camps, and I will keep teaching that.',
    'More of that please! The lentil soup at the langar was wonderful.',
  ])('passes a repetition told or done for: %s', (message) => {
    expect(atrocityPraised(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

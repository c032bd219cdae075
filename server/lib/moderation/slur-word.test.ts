import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

/** A slur said in English is refused; the French "en retard" (late) in a message in French is not. */
describe('slurs and the French preposition', () => {
  it('refuses the slur said in English', () => {
    expect(screenUserMessage('Only a retard would pray five times a day.').allowed).toBe(false);
  });
  it('passes "en retard" in French', () => {
    expect(
      screenUserMessage('Désolé, je suis en retard pour la prière du soir, commencez sans moi.').allowed,
    ).toBe(true);
  });
});

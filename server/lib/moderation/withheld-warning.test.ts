import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';
import { withheldWarning } from './withheld-warning';

/** A warning by withholding. Wordings written for this test; each twin keeps the news or the consequences. */
describe('a warning that withholds what is coming', () => {
  it.each([
    'Check the headlines after evening mass at St Anne. Say no more.',
    "The imam's talks on this will bring violent consequences, I'd tell him to stop.",
    "Her campaigning for the new temple will have consequences for her children's safety.",
  ])('blocks: %s', (message) => {
    expect(withheldWarning(normalised(message))?.rule).toBe('threat.withheld');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Check the headlines after evening mass at St Anne; the bishop is announcing his retirement.',
    'Skipping meals during the fast will have consequences for your health, so eat at suhoor.',
    'His campaigning for the new temple had consequences: the council approved it.',
  ])('passes: %s', (message) => {
    expect(withheldWarning(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

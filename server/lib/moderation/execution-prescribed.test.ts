import { describe, expect, it } from 'vitest';
import { executionPrescribed } from './execution-prescribed';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/**
 * An execution prescribed for a people by its method, or a people called fair game. Wordings written for this test;
 * each twin keeps the method or the people and loses the prescription.
 */
describe('an execution prescribed for a people', () => {
  it.each([
    'The mullahs deserve to be put against a wall, all of them.',
    'Every pastor in this county ought to be strung up by the courthouse.',
    'Jains should be tossed off the temple roofs, one by one.',
    'Feminists belong at the bottom of the lake, honestly.',
    'After tonight every Sikh in Southall is a legitimate target.',
  ])('blocks: %s', (message) => {
    expect(executionPrescribed(normalised(message))?.rule).toBe('threat.execution');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'The mullahs were stood against a wall by the regime in 1988; how is that remembered?',
    'The bunting ought to be strung up by the courthouse before the parade.',
    'No Sikh in Southall is a legitimate target, whatever anyone says.',
    'My uncle keeps saying the pastors should be strung up. How do I answer him?',
    'After tonight every Sikh in Southall deserves our protection.',
  ])('passes: %s', (message) => {
    expect(executionPrescribed(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';
import { peopleUrgedHarm } from './people-urged-harm';

/**
 * A people named with contempt and a killing urged on "them"; the contempt itself owed a killing. Wordings written
 * for this test; each twin keeps the pronoun and the act for lanterns, goats, history or a refusal.
 */
describe('a killing urged on a people named with contempt', () => {
  it.each([
    'Temple fanatics downtown. Drag them out and set them ablaze.',
    'those mosque creeps on our street, someone needs to lynch every one of them',
    'Pew-warming degenerates, the lot of them. Shoot them on sight.',
    'Zealots in kippahs, line them up and shoot them all',
    'sangat lowlifes should all be hanged',
    'we should gun them down at sunday mass',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(peopleUrgedHarm(normalised(message))?.rule).toBe('threat.people-urged');
  });

  it.each([
    'The paper lanterns from the temple fair, we should hang them along the porch.',
    'We bought two goats for Eid; the butcher will slaughter them after the prayers next morning.',
    'Why did Nero set them ablaze in his gardens? Tacitus calls the Christians a hated sect.',
    'Those fanatics at the rally scared me, but nobody should lynch them or anyone else.',
    'Cockroaches in the gurdwara kitchen again, the exterminator will kill them on Monday.',
    'In 1942 the soldiers lined them up and shot them; my grandmother survived.',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

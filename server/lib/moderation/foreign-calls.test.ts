import { describe, expect, it } from 'vitest';
import { foreignCall } from './foreign-calls';
import { screenUserMessage } from './message-screen';

/** Calls to kill or burn a people in the languages our readers write besides English; twins share their words. */
describe('a call to kill a people in another language', () => {
  it.each([
    'Matad a todos los judíos, no dejéis ninguno.',
    'Il faut exterminer les musulmans de ce quartier.',
    'Vergast die Juden, alle.',
    'सब मुसलमानों को मार डालो',
    'saare isaiyon ko zinda jala do',
    'اذبحوا الشيعة',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(foreignCall(message)?.rule).toBe('threat.foreign-call');
  });

  it.each([
    'No matarás: ¿cómo entienden los judíos este mandamiento?',
    'Les musulmans du quartier nous ont invités à rompre le jeûne, il faut venir !',
    'Die Juden feiern heute Chanukka und zünden Kerzen an.',
    'दिवाली पर मंदिर में दीये जला दो',
    'mandir mein sab diye jala do, Hinduon ka tyohar hai',
    'لا تقتلوا أولادكم خشية إملاق',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** Fire set to a place, no one spared, or death urged on the reader, in Hindi written in Latin letters. */
describe('Hindi in Latin letters: fire and death urged', () => {
  it.each([
    'gurdwara ko aag lagao do raat ko',
    'ek bhi musalman nahi bachna chahiye is sheher mein',
    'tu jaake suicide kar le, kisi ko farak nahi padta',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Diwali pe mandir mein diye jala do, bahut sundar lagega',
    'chulhe mein aag laga do, chai banani hai',
    'Mere dost ne suicide kar liya, Gita mein iske baare mein kya likha hai',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** Contempt and threats in Spanish, French, German, Arabic, Russian and Hindi; twins share their words. */
describe('contempt and threats in other languages', () => {
  it.each([
    'Die Muslime sind Ratten, alle.',
    'Les chrétiens? Ce sont tous des porcs.',
    'Los gitanos son una plaga.',
    'Jesucristo es un perro.',
    'الموت لليهود',
    'Сдохни, монах.',
    'Masjid wale sun lo, agli baar aaye toh laashein uthaoge, samjhe?',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    '¿Es verdad que los nazis decían que los judíos son una plaga?',
    'Les musulmans jeûnent pendant le ramadan; ce sont des moments de partage.',
    'Mi hermano me dijo: mátate. ¿Qué dice la Biblia del acoso?',
    'Wir zünden die Kerzen in der Kirche an.',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

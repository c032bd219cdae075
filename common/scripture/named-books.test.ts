import { describe, expect, it } from 'vitest';
import { namedBooksIn } from './named-books';

/** 'c:Ecclesiastes j:Ecclesiastes' for each book a text names. */
const named = (text: string) =>
  namedBooksIn(text).map((found) => found.books.map((ref) => `${ref.religion[0]}:${ref.book}`).join(' '));

describe('namedBooksIn', () => {
  it('finds a book named without chapter and verse, in every tradition that holds it', () => {
    expect(named('What does Ecclesiastes mean by vanity?')).toEqual(['c:Ecclesiastes j:Ecclesiastes']);
    expect(named('what does Job say about suffering')).toEqual(['c:Job j:Job']);
    expect(named('the Gita on duty')).toEqual(['h:Bhagavad Gita']);
    expect(named('the Dhammapada on anger')).toEqual(['b:Dhammapada']);
    expect(named('Proverbs about money')).toEqual(['c:Proverbs j:Proverbs']);
    expect(named('comfort in the Psalms')).toEqual(['c:Psalms j:Psalms']);
    expect(named("Luke's gospel on the poor")).toEqual(['c:Luke']);
    expect(named('In Judges, who led Israel?')).toEqual(['c:Judges j:Judges']);
    expect(named('what did the book of numbers say about vows')).toEqual(['c:Numbers j:Numbers']);
    expect(named('the Song of Songs')).toEqual(['c:Song of Solomon j:Song of Songs']);
    expect(named('what does Kohelet say about time')).toEqual(['c:Ecclesiastes j:Ecclesiastes']);
    expect(named('Sahih al-Bukhari on fasting')).toEqual(['i:Sahih al-Bukhari']);
  });

  it('reads a name shared by numbered books as all of them, and a number as one', () => {
    expect(named('what does Corinthians say about love')).toEqual(['c:1 Corinthians c:2 Corinthians']);
    expect(named('the story in Second Kings')).toEqual(['c:2 Kings j:2 Kings']);
    // 'John' is the Gospel; the letters need their number.
    expect(named('according to John')).toEqual(['c:John']);
  });

  it('leaves ordinary words and people alone', () => {
    for (const text of [
      'the numbers of the dead',
      'a job I hate',
      'acts of kindness',
      'Kings and queens rule the earth',
      'my friend John died last week',
      'Why did Mark leave me?',
      'the Romans crucified him',
      'How do I deal with losing my job?',
      'proverbs my grandmother taught me',
      'Jonah and the whale',
      'I have a Muslim friend',
    ])
      expect(named(text), text).toEqual([]);
  });

  it('leaves the Qur’an to name its tradition', () => {
    expect(named('What does the Quran say about patience?')).toEqual([]);
  });

  it('gives where the name stands', () => {
    const [found] = namedBooksIn('What does Ecclesiastes mean?');
    expect(found).toMatchObject({ text: 'Ecclesiastes', start: 10, end: 22 });
    // With the words that frame it, which are no idea of the question.
    expect(namedBooksIn("What does Luke's gospel say?")[0]?.text).toBe("Luke's gospel");
    expect(namedBooksIn('a verse in the book of Job')[0]?.text).toBe('the book of Job');
  });
});

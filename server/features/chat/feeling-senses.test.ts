import { describe, expect, it } from 'vitest';
import { hasLiteralSense, innerStateWords, isSorrow } from './feeling-senses';
import { feelingsIn } from './question-words';
import { planQuery } from './query-terms';
import { senseEvidence, type AmbiguousForm } from './sense-guard';

describe('a reader’s own feeling word', () => {
  it('is read after a verb of feeling or after “I am”, with the words joined to it by “and”', () => {
    expect([...feelingsIn('I feel so lonely since I moved to a new city')]).toEqual(['lonely']);
    expect([...feelingsIn('my heart feels heavy all the time')]).toEqual(['heavy']);
    expect([...feelingsIn("I'm so lost and don't know who I am anymore")]).toEqual(['lost']);
    expect([...feelingsIn("I've been feeling down and low for weeks")]).toEqual(['low']);
    expect([...feelingsIn('I feel cold and numb since my mother died')]).toEqual(['cold', 'numb']);
    // An act, not a state; and no feeling told at all.
    expect([...feelingsIn("I'm struggling with my faith")]).toEqual([]);
    expect([...feelingsIn('loneliness in old age')]).toEqual([]);
  });

  it('takes its feeling sense in WordNet: lonely as forlorn, not as an unfrequented place', async () => {
    const plan = await planQuery('I feel so lonely since I moved to a new city');
    const lonely = plan.concepts.find((concept) => concept.label === 'lonely')!;
    const words = lonely.terms.map((term) => term.words.join(' '));
    expect(words).toEqual(expect.arrayContaining(['forlornness', 'loneliness', 'lonesome']));
    expect(lonely.ambiguous.find((form) => form.bare === 'lonely')?.inner).toBeInstanceOf(Set);
  });

  it('guards only words that are not feelings alone: lonely and wound are also places and flesh, sorrow is not', async () => {
    expect(await hasLiteralSense('lonely')).toBe(true);
    expect(await hasLiteralSense('wound')).toBe(true);
    expect(await hasLiteralSense('heavy')).toBe(true);
    expect(await hasLiteralSense('sorrow')).toBe(false);
    expect(await hasLiteralSense('brokenhearted')).toBe(false);
  });

  it('calls for comfort when WordNet files it under sadness or pain, not when it is gladness or eagerness', async () => {
    for (const word of ['lonely', 'heavy', 'broken', 'hurt', 'heartbroken'])
      expect(await isSorrow(word)).toBe(true);
    for (const word of ['happy', 'grateful', 'anxious', 'empty']) expect(await isSorrow(word)).toBe(false);
    const plan = await planQuery('I feel broken inside');
    expect(plan.topics).toEqual(['sorrow']);
    expect(plan.concepts.find((concept) => concept.need)?.label).toBe('comfort in sorrow');
    expect((await planQuery('I feel so grateful for my family')).situation).toBeUndefined();
  });
});

describe('senseEvidence for a feeling word that is also said of places and bodies', async () => {
  const inner = await innerStateWords();
  const guard = (bare: string): AmbiguousForm => ({ bare, phrases: [], inner });

  it('counts it where the text speaks of a heart, a soul or a sorrow close by', () => {
    expect(senseEvidence('Reproach hath broken my heart; and I am sore sick', guard('broken'))).toBe(
      'strong',
    );
    expect(
      senseEvidence('a broken and a contrite heart, O God, Thou wilt not despise', guard('broken')),
    ).toBe('strong');
    expect(senseEvidence('Though I would take comfort against sorrow', guard('comfort'))).toBe('strong');
  });

  it('counts it said of a speaker, of a person done to, or standing for people', () => {
    expect(senseEvidence('Turn Thee unto me; For I am solitary and afflicted.', guard('solitary'))).toBe(
      'strong',
    );
    expect(senseEvidence('O God, forsake me not', guard('forsake'))).toBe('strong');
    expect(senseEvidence('him shall I never forsake, nor shall he lose Me', guard('forsake'))).toBe('strong');
    expect(senseEvidence('God sets the lonely in families', guard('lonely'))).toBe('strong');
  });

  it('does not count a lonely place, a broken bone, heavy ears or a forsaken land', () => {
    expect(senseEvidence('He went away in the boat to a lonely place apart.', guard('lonely'))).toBe('none');
    expect(senseEvidence('A bone of him will not be broken.', guard('broken'))).toBe('none');
    expect(
      senseEvidence(
        'Make the heart of this people fat. Make their ears heavy, and shut their eyes',
        guard('heavy'),
      ),
    ).toBe('none');
    expect(senseEvidence('For the land shall lie forsaken without them', guard('forsaken'))).toBe('none');
    // 'like' is a verb of emotion in WordNet, and a grammatical word here.
    expect(senseEvidence('their strong cities will be like the forsaken places', guard('forsaken'))).toBe(
      'none',
    );
  });
});

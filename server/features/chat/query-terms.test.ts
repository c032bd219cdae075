import { describe, expect, it } from 'vitest';
import { coordinatedIdeas, planQuery } from './query-terms';
import { contentWords } from './question-words';

const wordsOf = (plan: Awaited<ReturnType<typeof planQuery>>, label: string) =>
  plan.concepts.find((concept) => concept.label === label)?.terms.map((term) => term.words.join(' ')) ?? [];

describe('planQuery', () => {
  it("leaves a reader's strong words out of what is asked (they found the hadith of the latrine)", async () => {
    const plan = await planQuery(
      "I got humiliated at a wedding today. I'm so tired of this shit. Any verse for me?",
    );
    const labels = plan.concepts.map((concept) => concept.label);
    expect(labels).not.toContain('shit');
    expect(labels.some((label) => label.startsWith('humiliat'))).toBe(true);
  });

  it('reads kin named together as scripture names them, one by one ("honour thy father and thy mother")', async () => {
    const plan = await planQuery('How do I honour my parents?');
    expect(wordsOf(plan, 'parents')).toEqual(
      expect.arrayContaining(['father and mother', 'father and thy mother']),
    );
    const siblings = await planQuery('my siblings');
    expect(wordsOf(siblings, 'siblings')).toContain('brothers and sisters');
  });

  it('drops question words and filler', () => {
    expect(contentWords('What do the scriptures say about gossip?')).toEqual(['gossip']);
  });

  it('reads a reader’s own loss as needs, with the kin and the event as scene words', async () => {
    const plan = await planQuery('How do I cope with the death of my father?');
    expect(plan.situation).toBe('bereavement');
    const marks = Object.fromEntries(
      plan.concepts.map((concept) => [
        concept.label,
        concept.need ? 'need' : concept.incidental ? 'scene' : concept.frame ? 'frame' : 'idea',
      ]),
    );
    expect(marks).toEqual({
      cope: 'frame',
      death: 'scene',
      father: 'scene',
      consolation: 'need',
      'death and what follows it': 'need',
    });
    expect(wordsOf(plan, 'consolation')).toEqual(expect.arrayContaining(['comfort', 'mourn', 'tears']));
    // The question is about death, whose classics fit; the father does not make it about anything.
    expect(plan.classicThemes.map((theme) => theme.id)).toEqual(['death']);
  });

  it('does not let a scene word call up its theme’s classics: a husband who left is no question on marriage', async () => {
    const plan = await planQuery('my husband left me and I do not know how to go on');
    expect(plan.situation).toBe('separation');
    expect(plan.classicThemes.map((theme) => theme.id)).not.toContain('marriage');
    // The same word asked as a theme keeps them.
    expect((await planQuery('husband and wife')).classicThemes.map((theme) => theme.id)).toContain(
      'marriage',
    );
  });

  it('leaves a question with no situation as it was', async () => {
    const plan = await planQuery('what happens when we die');
    expect(plan.situation).toBeUndefined();
    expect(plan.concepts.some((concept) => concept.need || concept.incidental)).toBe(false);
  });

  it('takes a two-word idea WordNet knows as one phrase', async () => {
    const plan = await planQuery('old age');
    expect(plan.concepts.map((concept) => concept.label)).toEqual(['old age']);
    expect(wordsOf(plan, 'old age')).toEqual(['old age']);
  });

  it('brings the forms and derived words of a question word: jealous → jealousy, envy', async () => {
    const plan = await planQuery('I am jealous of my brother, what should I do?');
    expect(plan.concepts.map((concept) => concept.label)).toEqual(['jealous', 'brother']);
    expect(wordsOf(plan, 'jealous')).toEqual(expect.arrayContaining(['jealousy', 'envy', 'envious']));
  });

  it('marks a related word that means the idea only in one of its rarer senses, not one of the same root', async () => {
    const minor = (plan: Awaited<ReturnType<typeof planQuery>>) =>
      plan.concepts[0]!.terms.filter((term) => term.minorSense).map((term) => term.words.join(' '));
    // 'soak' is first to submerge in liquid; 'make drunk' is far down its verb senses. 'drunken' means drunk.
    const drunkenness = await planQuery('drunkenness');
    expect(minor(drunkenness)).toContain('soak');
    expect(minor(drunkenness)).not.toContain('drunken');
    // 'invite' tempts only in its third verb sense; 'tempt' and 'entice' mean it first.
    const temptation = await planQuery('temptation');
    expect(minor(temptation)).toContain('invite');
    expect(minor(temptation)).not.toEqual(expect.arrayContaining(['tempt']));
    // 'lazy' is first 'moving slowly', but it is the question's own root.
    const laziness = await planQuery('laziness');
    expect(wordsOf(laziness, 'laziness')).toContain('lazy');
    expect(minor(laziness)).not.toContain('lazy');
  });

  it('marks the bare form of fasting as another sense inside “hold fast”', async () => {
    const plan = await planQuery('fasting');
    const fasting = plan.concepts[0]!;
    expect(wordsOf(plan, 'fasting')).toEqual(expect.arrayContaining(['fasting', 'fast']));
    expect(fasting.ambiguous.map((form) => form.bare)).toEqual(['fast']);
    expect(fasting.ambiguous[0]!.phrases).toEqual(expect.arrayContaining([['hold', 'fast']]));
  });

  it('does not take a derived word of the same idea as another sense (content of contentment)', async () => {
    const plan = await planQuery('contentment with little');
    expect(plan.concepts[0]!.ambiguous).toEqual([]);
    expect(plan.isTheme).toBe(true);
  });

  it('searches a British word in its American spelling too, a capitalised one as well', async () => {
    expect(wordsOf(await planQuery('How should I treat my neighbour?'), 'neighbour')).toContain('neighbor');
    expect(wordsOf(await planQuery('Who is the Saviour of the world?'), 'saviour')).toContain('savior');
    expect(wordsOf(await planQuery('the last judgement'), 'last judgement')).toContain('last judgment');
  });

  it('knows a question about the Prophet’s sayings', async () => {
    expect((await planQuery('What did the Prophet say about fasting?')).aboutHadith).toBe(true);
    expect((await planQuery('fasting')).aboutHadith).toBe(false);
  });
});

describe('planQuery: which ideas lead and which themes answer', () => {
  it('reads a hyphenated compound as one idea, calling up no theme by its halves (self of self-control)', async () => {
    const plan = await planQuery('self-control and discipline');
    expect(plan.concepts.map((concept) => concept.label)).toEqual(['self control', 'discipline']);
    expect(plan.themes.map((theme) => theme.id)).not.toContain('soul');
  });

  it('lets a theme’s classic passages answer only a question that theme is', async () => {
    const suffer = await planQuery('Why do good people suffer?');
    expect(suffer.classicThemes.map((theme) => theme.id)).toEqual(['suffering']);
    // Grief calls up suffering, but the loss of a child is the question: suffering's classics would be an aside.
    const grief = await planQuery('grief after losing a child');
    expect(grief.themes.map((theme) => theme.id)).toContain('suffering');
    expect(grief.classicThemes).toEqual([]);
    // An incidental word ('hurt') beside the theme's own word still leaves it the question.
    const forgive = await planQuery('How can I forgive someone who hurt me?');
    expect(forgive.classicThemes.map((theme) => theme.id)).toContain('forgiveness');
  });

  it('takes a noun theme’s first idea as its head, but not a verb’s -ing form before its object', async () => {
    expect((await planQuery('contentment with little')).head).toBe('contentment');
    expect((await planQuery('keeping a promise')).head).toBeUndefined();
    expect((await planQuery('loving your enemies')).head).toBeUndefined();
    expect((await planQuery('fasting')).head).toBe('fasting');
    expect((await planQuery('Why do good people suffer?')).head).toBeUndefined();
  });
});

describe('planQuery: a question’s frame', () => {
  it('adds no vocabulary from a theme only a question word called up (believe → faith)', async () => {
    const plan = await planQuery('Do you believe in miracles?');
    expect(plan.themes.map((theme) => theme.id)).toContain('faith');
    expect(plan.concepts.map((concept) => concept.label)).toEqual(['miracles']);
    expect(wordsOf(plan, 'miracles')).not.toContain('trust');
    expect(plan.classicThemes).toEqual([]);
  });

  it('marks the verb a question asks its topic through, and drops a bare preposition', async () => {
    const servants = await planQuery('How should I treat my servants?');
    expect(servants.concepts.map((concept) => [concept.label, concept.frame ?? false])).toEqual([
      ['treat', true],
      ['servants', false],
    ]);
    const strangers = await planQuery('how should we behave toward strangers');
    expect(strangers.concepts.map((concept) => concept.label)).toEqual(['behave', 'strangers']);
    expect(strangers.concepts[0]!.frame).toBe(true);
    // A verb of the topic itself is not a frame.
    expect((await planQuery('How should I forgive my brother?')).concepts.some((c) => c.frame)).toBe(false);
  });

  it('takes the noun after an aspect noun and of as the theme’s head: “the importance of family” is about family', async () => {
    const family = await planQuery('the importance of family');
    expect(family.head).toBe('family');
    expect(family.concepts.map((concept) => [concept.label, concept.frame ?? false])).toEqual([
      ['importance', true],
      ['family', false],
    ]);
    expect((await planQuery('the value of friendship')).head).toBe('friendship');
    // Without 'of' the noun is the theme itself.
    const power = await planQuery('power and weakness');
    expect(power.head).toBe('power');
    expect(power.concepts.some((concept) => concept.frame)).toBe(false);
  });

  it('takes no idea from when the seeker’s story happened', async () => {
    // The question's own ideas, without the needs its situation adds.
    const own = (plan: Awaited<ReturnType<typeof planQuery>>) =>
      plan.concepts.filter((concept) => !concept.need).map((concept) => concept.label);
    const guilt = await planQuery('I feel guilty about something I did long ago');
    expect(own(guilt)).toEqual(['guilty']);
    const loss = await planQuery('I lost my mother last year and I miss her');
    expect(own(loss)).toEqual(['lost', 'mother', 'miss']);
    const angry = await planQuery('my father died two years ago and a few days ago I felt angry');
    expect(own(angry)).toEqual(['father', 'died', 'angry']);
    // A time that is the topic stays.
    expect((await planQuery('the last judgement')).concepts[0]!.label).toBe('last judgement');
    expect((await planQuery('the year of jubilee')).concepts.map((concept) => concept.label)).toContain(
      'year',
    );
  });

  it('reads a sentence about oneself as a question, not a theme', async () => {
    expect((await planQuery('I am feeling lonely lately')).isTheme).toBe(false);
    expect((await planQuery('Tell me about charity')).isTheme).toBe(false);
    expect((await planQuery('gratitude for blessings')).isTheme).toBe(true);
  });
});

describe('planQuery: two ideas joined by and', () => {
  it('takes two ideas with only and or or between them as alternatives, each a main idea', async () => {
    expect((await planQuery('gossip and slander')).alternatives).toEqual(['gossip', 'slander']);
    expect((await planQuery('what does scripture say about debt or lending')).alternatives).toEqual([
      'debt',
      'lending',
    ]);
    expect((await planQuery('self-control and discipline')).alternatives).toEqual([
      'self control',
      'discipline',
    ]);
  });

  it('takes none where the conjunction joins phrases of more ideas, or another word stands between', () => {
    const killing = [['killing'], ['animals'], ['eating'], ['meat']];
    expect(coordinatedIdeas('killing animals and eating meat', killing)).toEqual([]);
    expect(coordinatedIdeas('patience in hardship', [['patience'], ['hardship']])).toEqual([]);
    expect(coordinatedIdeas('greed and the poor', [['greed'], ['poor']])).toEqual([]);
    expect(coordinatedIdeas('wine or drunkenness', [['wine'], ['drunkenness']])).toEqual([
      'wine',
      'drunkenness',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { senseEvidence } from './sense-guard';

const fast = {
  bare: 'fast',
  phrases: [
    ['hold', 'fast'],
    ['stand', 'fast'],
    ['fast', 'asleep'],
  ],
};

describe('senseEvidence', () => {
  it('takes inflected forms as the question’s sense', () => {
    expect(senseEvidence('I afflicted my soul with fasting', fast)).toBe('strong');
    expect(senseEvidence('So we fasted and besought our God', fast)).toBe('strong');
  });

  it('finds no evidence inside a set phrase of the other sense, inflected or archaic', () => {
    expect(senseEvidence('My steps have held fast to Thy paths', fast)).toBe('none');
    expect(senseEvidence('My covenant shall stand fast with him', fast)).toBe('none');
    expect(senseEvidence('he holdeth fast his integrity', fast)).toBe('none');
    expect(senseEvidence('Sisera was fast asleep', fast)).toBe('none');
  });

  it('finds none after a degree word and in comparatives', () => {
    expect(senseEvidence('As fast as that man is, the sun and moon are faster', fast)).toBe('none');
    expect(senseEvidence('That’s how a mendicant is fast', fast)).toBe('none');
  });

  it('takes a bare form elsewhere as weak evidence', () => {
    expect(senseEvidence('Moreover when you fast, be not as the hypocrites', fast)).toBe('weak');
    expect(senseEvidence('it binds fast the embodied one', fast)).toBe('weak');
  });
});

describe('senseEvidence for a word that qualifies the next one', () => {
  const little = { bare: 'little', phrases: [], mostlyAdjective: true };

  it('finds no evidence of an amount in a modifier: a little sleep, little children', () => {
    expect(senseEvidence('Yet a little sleep, a little slumber, a little folding of the hands', little)).toBe(
      'none',
    );
    expect(senseEvidence('Suffer little children to come unto me', little)).toBe('none');
  });

  it('keeps the amount itself as weak evidence', () => {
    expect(senseEvidence('he that had gathered little had no lack', little)).toBe('weak');
    expect(senseEvidence('A little that a righteous man hath is better', little)).toBe('weak');
  });
});

describe('senseEvidence for a word the question means as an adjective', () => {
  const kind = { bare: 'kind', phrases: [], adjective: true };
  const old = { bare: 'old', phrases: [], adjective: true, otherSenses: ['new'] };

  it('takes the bare adjective and its forms as the question’s sense', () => {
    expect(senseEvidence('And be ye kind one to another, tenderhearted', kind)).toBe('strong');
    expect(senseEvidence('she spoke kindly to them', kind)).toBe('strong');
    expect(senseEvidence('I have been young, and now am old', old)).toBe('strong');
    expect(senseEvidence('Abraham was old, well stricken in age', old)).toBe('strong');
    expect(senseEvidence('He was kind to his kind servants', kind)).toBe('strong');
    expect(senseEvidence('his kind words', kind)).toBe('strong');
  });

  it('finds none in a noun use: after his kind, a kind of, of old', () => {
    expect(senseEvidence('the fowl after his kind, and every creeping thing', kind)).toBe('none');
    expect(senseEvidence('cattle of every kind', kind)).toBe('none');
    expect(senseEvidence('two kinds of mendicants', kind)).toBe('none');
    expect(senseEvidence('I remember the days of old.', old)).toBe('none');
  });

  it('finds none beside an opposite of another sense: the old covenant and the new', () => {
    expect(
      senseEvidence(
        'In that he saith, A new covenant, he hath made the first old. Now that which decayeth and waxeth old',
        old,
      ),
    ).toBe('none');
    expect(senseEvidence('Neither do men put new wine into old bottles', old)).toBe('none');
  });
});

describe('senseEvidence for an adjective standing for people', () => {
  const poor = { bare: 'poor', phrases: [], adjective: true };

  it('takes “the poor” and “a poor man” as the sense, even before “of”', () => {
    expect(senseEvidence('the poor of the land shall eat', poor)).toBe('strong');
    expect(senseEvidence('Better is a poor man who walks in integrity', poor)).toBe('strong');
  });
});

describe('senseEvidence for a word said of someone', () => {
  const alone = { bare: 'alone', phrases: [], predicative: true };

  it('takes it after a verb of being, staying or leaving', () => {
    expect(senseEvidence('It is not good that the man should be alone', alone)).toBe('strong');
    expect(senseEvidence('you will leave me alone. Yet I am not alone', alone)).toBe('strong');
    expect(senseEvidence('the people that dwelleth alone', alone)).toBe('strong');
  });

  it('finds none where it means only: after a name, a noun or a pronoun', () => {
    expect(
      senseEvidence('that we should serve Allah alone, and forsake what our fathers worshipped', alone),
    ).toBe('none');
    expect(senseEvidence('Man shall not live by bread alone', alone)).toBe('none');
    expect(senseEvidence('Janaka attained perfection through action alone', alone)).toBe('none');
  });
});

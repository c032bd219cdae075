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

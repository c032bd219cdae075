import { describe, expect, it } from 'vitest';
import { contemptField, violentVerbField, weaponField } from './lexical-fields';

describe('the open vocabularies read from WordNet', () => {
  it('holds every kind of killing WordNet knows, not the words with an everyday sense', () => {
    expect(violentVerbField).toEqual(
      expect.arrayContaining(['assassinate', 'decapitate', 'garrote', 'lynch']),
    );
    for (const everyday of ['draw', 'hit', 'fire', 'remove', 'off', 'harm', 'attack', 'cremate']) {
      expect(violentVerbField).not.toContain(everyday);
    }
  });

  it('holds firearms and explosive devices, never a blade of faith or a firework', () => {
    expect(weaponField).toEqual(
      expect.arrayContaining(['pipe bomb', 'revolvers', 'kalashnikov', 'land mine']),
    );
    for (const innocent of ['kirpan', 'firework', 'firecracker', 'automatic', 'sword']) {
      expect(weaponField).not.toContain(innocent);
    }
  });

  it('holds vermin, plagues and filth as single words', () => {
    expect(contemptField).toEqual(expect.arrayContaining(['leprosy', 'cholera', 'louse', 'excrement']));
    expect(contemptField.every((word) => !word.includes(' '))).toBe(true);
    expect(contemptField).not.toContain('aids');
  });
});

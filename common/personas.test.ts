import { describe, expect, it } from 'vitest';
import { religionIds } from './scripture/religions';
import { findPersona, hadithCollections, perspectiveOrder, personas, selectPersona } from './personas';
import { booksByReligion } from './scripture/books';

describe('personas', () => {
  it('has the seven personas with their religions and names', () => {
    expect(personas.map((persona) => [persona.id, persona.primaryReligion, persona.name])).toEqual([
      ['universal-scholar', 'universal', 'Universal Scholar'],
      ['christian-priest', 'christianity', 'Christian Scholar'],
      ['islamic-mufti', 'islam', 'Islamic Scholar'],
      ['hadith-scholar', 'islam', 'Hadith Scholar'],
      ['jewish-rabbi', 'judaism', 'Jewish Scholar'],
      ['hindu-guru', 'hinduism', 'Hindu Scholar'],
      ['buddhist-monk', 'buddhism', 'Buddhist Scholar'],
    ]);
  });

  it('fills every field of every persona', () => {
    for (const persona of personas) {
      for (const field of [
        'title',
        'systemPrompt',
        'voiceTone',
        'voiceId',
        'conversationalStyle',
        'responseStructure',
        'avatarAnimation',
        'icon',
        'description',
        'textColor',
      ] as const) {
        expect(persona[field], `${persona.id}.${field}`).toMatch(/\S/);
      }
      expect(persona.expertise.length).toBeGreaterThan(0);
      expect(persona.colours.primary).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('makes every persona a scholar who explains, never the voice of God or a giver of rulings', () => {
    for (const persona of personas) {
      expect(persona.systemPrompt).toContain('You are the');
      expect(persona.systemPrompt).toContain('scholar');
      expect(persona.systemPrompt).toContain('never speak as God');
      expect(persona.systemPrompt).toContain('never issue religious rulings');
      expect(persona.systemPrompt).toContain('<perspective>Christianity</perspective>');
      expect(persona.systemPrompt).not.toMatch(/\bI am (God|Allah|the Lord)\b/i);
    }
  });

  it('gives each persona a distinct voice', () => {
    expect(new Set(personas.map((persona) => persona.voiceId)).size).toBe(personas.length);
  });

  it('finds a persona by id, Scholar name or title-style name', () => {
    expect(findPersona('Islamic Mufti')?.id).toBe('islamic-mufti');
    expect(findPersona('islamic scholar')?.id).toBe('islamic-mufti');
    expect(findPersona('Jewish Rabbi')?.id).toBe('jewish-rabbi');
    expect(findPersona('hindu-guru')?.name).toBe('Hindu Scholar');
    expect(findPersona('Buddhist Monk')?.name).toBe('Buddhist Scholar');
    expect(findPersona('Pope')).toBeUndefined();
    expect(findPersona(null)).toBeUndefined();
  });
});

describe('selectPersona', () => {
  it('is the Universal Scholar without a religion', () => {
    expect(selectPersona({}).name).toBe('Universal Scholar');
    expect(selectPersona({ religion: null, book: 'Genesis' }).name).toBe('Universal Scholar');
    expect(selectPersona({ religion: '  ' }).name).toBe('Universal Scholar');
  });

  it('is the Hadith Scholar for each of the six hadith collections', () => {
    for (const book of hadithCollections) {
      expect(selectPersona({ religion: 'islam', book }).id).toBe('hadith-scholar');
    }
    expect(selectPersona({ religion: 'islam', book: 'sahih al-bukhari' }).id).toBe('hadith-scholar');
  });

  it("is the Islamic Mufti for the Qur'an and for islam without a book", () => {
    expect(selectPersona({ religion: 'islam', book: "Qur'an" }).id).toBe('islamic-mufti');
    expect(selectPersona({ religion: 'islam', book: null }).title).toBe('Islamic Mufti');
  });

  it('is the persona of the religion otherwise', () => {
    expect(selectPersona({ religion: 'christianity', book: 'John' }).name).toBe('Christian Scholar');
    expect(selectPersona({ religion: 'judaism', book: 'Genesis' }).name).toBe('Jewish Scholar');
    expect(selectPersona({ religion: 'hinduism', book: 'Bhagavad Gita' }).name).toBe('Hindu Scholar');
    expect(selectPersona({ religion: 'buddhism', book: 'Dhammapada' }).name).toBe('Buddhist Scholar');
  });

  it('falls back to the Universal Scholar for an unknown religion', () => {
    expect(selectPersona({ religion: 'jainism', book: 'Acaranga' }).name).toBe('Universal Scholar');
  });

  it('lists the hadith collections exactly as the catalog names them', () => {
    const hadithBooks = booksByReligion.islam
      .filter((book) => book.section === 'Hadith')
      .map((book) => book.name);
    expect([...hadithCollections]).toEqual(hadithBooks);
  });
});

describe('perspectiveOrder', () => {
  it("puts the persona's own tradition first", () => {
    expect(perspectiveOrder(selectPersona({ religion: 'buddhism' }))).toEqual([
      'buddhism',
      'christianity',
      'islam',
      'judaism',
      'hinduism',
    ]);
    expect(perspectiveOrder(selectPersona({}))).toEqual([...religionIds]);
  });
});

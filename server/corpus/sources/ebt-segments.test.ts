import { describe, expect, it } from 'vitest';
import { compareTextIds, textUnits } from './ebt-segments';

// Segments as bilara-data has them (ebt-data cfc824c, DN 1, MN 137 and AN 1.1-10), trailing spaces included.
describe('textUnits: bilara segments to verses', () => {
  it('joins segments Sujato left empty to the verse before, Pali included', () => {
    const english = {
      'dn1:1.4.2':
        '“Mendicants, what were you sitting talking about just now? What conversation was left unfinished?” ',
      'dn1:1.4.3': 'The mendicants told him what had happened, adding, ',
      'dn1:1.4.4': '',
      'dn1:1.4.5': '',
    };
    const pali = {
      'dn1:1.4.2':
        '“kāya nuttha, bhikkhave, etarahi kathāya sannisinnā sannipatitā, kā ca pana vo antarākathā vippakatā”ti? ',
      'dn1:1.4.3': 'Evaṁ vutte, te bhikkhū bhagavantaṁ etadavocuṁ: ',
      'dn1:1.4.4':
        '“idha, bhante, amhākaṁ rattiyā paccūsasamayaṁ paccuṭṭhitānaṁ maṇḍalamāḷe sannisinnānaṁ sannipatitānaṁ ayaṁ saṅkhiyadhammo udapādi: ',
      'dn1:1.4.5': '‘acchariyaṁ, āvuso, abbhutaṁ, āvuso, ',
    };
    const [unit] = textUnits(english, pali);
    expect(unit!.verses).toEqual([
      {
        english:
          '“Mendicants, what were you sitting talking about just now? What conversation was left unfinished?”',
        pali: '“kāya nuttha, bhikkhave, etarahi kathāya sannisinnā sannipatitā, kā ca pana vo antarākathā vippakatā”ti?',
        segment: 'dn1:1.4.2',
      },
      {
        english: 'The mendicants told him what had happened, adding,',
        pali:
          'Evaṁ vutte, te bhikkhū bhagavantaṁ etadavocuṁ: “idha, bhante, amhākaṁ rattiyā paccūsasamayaṁ ' +
          'paccuṭṭhitānaṁ maṇḍalamāḷe sannisinnānaṁ sannipatitānaṁ ayaṁ saṅkhiyadhammo udapādi: ‘acchariyaṁ, āvuso, abbhutaṁ, āvuso,',
        segment: 'dn1:1.4.3',
      },
    ]);
  });

  it('keeps a translated segment the Pali lacks (mn137:13.4) as its own verse, in order', () => {
    const english = {
      'mn137:13.3':
        '‘Oh, when will I enter and remain in the same dimension that the noble ones enter and remain in today?’ ',
      'mn137:13.4': 'Such sadness is called renunciate sadness. ',
      'mn137:13.5': 'When you’ve understood the impermanence of sounds … ',
    };
    const pali = {
      'mn137:13.3':
        '‘kudāssu nāmāhaṁ tadāyatanaṁ upasampajja viharissāmi yadariyā etarahi āyatanaṁ upasampajja viharantī’ti ',
      'mn137:13.5': 'Saddānaṁ tveva …pe… ',
    };
    const [unit] = textUnits(english, pali);
    expect(unit!.verses.map((verse) => [verse.segment, verse.pali])).toEqual([
      [
        'mn137:13.3',
        '‘kudāssu nāmāhaṁ tadāyatanaṁ upasampajja viharissāmi yadariyā etarahi āyatanaṁ upasampajja viharantī’ti',
      ],
      ['mn137:13.4', ''],
      ['mn137:13.5', 'Saddānaṁ tveva …pe…'],
    ]);
  });

  it('splits a file into its text ids, takes titles from the headers and drops number-only headings', () => {
    const english = {
      'an1.1:0.1': 'Numbered Discourses 1.1–10 ',
      'an1.1:0.2': 'The Chapter on What Occupies the Mind ',
      'an1.1:1.0': '1 ',
      'an1.1:1.1': 'So I have heard. ',
      'an1.2:1.0': '2 ',
      'an1.2:1.1':
        '“Mendicants, I do not see a single sound that occupies a man’s mind like the sound of a woman. ',
    };
    const pali = {
      'an1.1:0.1': 'Aṅguttara Nikāya 1 ',
      'an1.1:0.2': '1. Rūpādivagga ',
      'an1.1:1.0': '1 ',
      'an1.1:1.1': 'Evaṁ me sutaṁ—',
      'an1.2:1.0': '2 ',
      'an1.2:1.1': '“Nāhaṁ, bhikkhave, aññaṁ ekasaddampi samanupassāmi ',
    };
    const units = textUnits(english, pali);
    expect(units.map((unit) => [unit.id, unit.englishTitle, unit.paliTitle, unit.verses.length])).toEqual([
      ['an1.1', 'The Chapter on What Occupies the Mind', 'Rūpādivagga', 1],
      ['an1.2', undefined, undefined, 1],
    ]);
    expect(units[0]!.verses[0]).toEqual({
      english: 'So I have heard.',
      pali: 'Evaṁ me sutaṁ—',
      segment: 'an1.1:1.1',
    });
  });

  it('orders text ids canonically, ranges by their first number', () => {
    const ids = ['sn12.10', 'sn12.72-81', 'sn12.2', 'sn2.1', 'sn12.9', 'sn12.93-213'];
    expect(ids.sort(compareTextIds)).toEqual([
      'sn2.1',
      'sn12.2',
      'sn12.9',
      'sn12.10',
      'sn12.72-81',
      'sn12.93-213',
    ]);
  });
});

import type { Rendering } from './sujato-renderings';

/*
 * The Tanakh is quoted in the JPS translation of 1917, whose English is a century older than the reader's: it hardly ever
 * says 'siblings', 'orphan', 'immigrant', 'anxiety', 'gratitude', 'honesty' or 'afterlife'; it says
 * 'brethren', 'the fatherless', 'the stranger' and 'the sojourner', 'dismayed', 'give
 * thanks', 'integrity' and 'the nether-world'. A reader's word here gains, for Judaism only, the words this
 * translation uses for the same idea, as a synonym counts (never above the question's own word).
 *
 * Written from knowledge of the translation's usage, not from what any question should return; the number after
 * each word is how many of its 23,206 verses hold it (whole word, any case, in the library). Only words the 1917
 * English lacks or uses for something else are keyed: where it shares the reader's word ('mercy', 'anger'), the
 * word already finds it. Phrases are kept to words the full-text search does not drop ('give thanks', not
 * 'cast down'); 'parents' has none ('father and mother' holds a stop word, and 'father' alone is every
 * genealogy).
 */
export const jpsRenderings: readonly Rendering[] = [
  {
    asked: ['sibling', 'siblings'],
    his: [
      ['brethren', 312],
      ['brother', 251],
      ['sister', 90],
    ],
  },
  { asked: ['orphan', 'orphans'], his: [['fatherless', 42]] },
  {
    asked: [
      'immigrant',
      'immigrants',
      'immigration',
      'refugee',
      'refugees',
      'migrant',
      'migrants',
      'foreigner',
    ],
    his: [
      ['stranger', 89],
      ['sojourner', 5],
    ],
  },
  {
    asked: ['elderly', 'elder', 'elders'],
    his: [
      ['hoary head', 3],
      ['old man', 18],
      ['gray hairs', 5],
    ],
  },
  { asked: ['respect'], his: [['honour', 75]] },
  {
    asked: ['kindness'],
    his: [
      ['lovingkindness', 22],
      ['mercy', 157],
    ],
  },
  { asked: ['angry'], his: [['wroth', 47]] },
  {
    asked: ['anxiety', 'anxious', 'worry', 'worried', 'worries', 'stress', 'stressed'],
    his: [
      ['dismayed', 36],
      ['troubled', 16],
      ['disquieted', 3],
    ],
  },
  {
    asked: ['depression', 'depressed', 'despair', 'hopeless', 'hopelessness', 'sadness'],
    his: [
      ['heaviness', 3],
      ['sorrow', 22],
      ['grieved', 21],
    ],
  },
  {
    asked: ['lonely', 'loneliness'],
    his: [
      ['solitary', 6],
      ['desolate', 96],
    ],
  },
  { asked: ['reputation'], his: [['good name', 2]] },
  {
    asked: ['betrayal', 'betray', 'betrayed'],
    his: [
      ['treacherously', 31],
      ['treacherous', 9],
    ],
  },
  {
    asked: ['gratitude', 'grateful', 'thankful', 'thankfulness'],
    his: [
      ['give thanks', 55],
      ['thanksgiving', 24],
    ],
  },
  { asked: ['infertility', 'infertile', 'childless', 'childlessness'], his: [['barren', 13]] },
  { asked: ['doctor', 'doctors', 'medicine'], his: [['physician', 1]] },
  {
    asked: ['employee', 'employees', 'worker', 'workers', 'employer'],
    his: [
      ['hired servant', 7],
      ['hireling', 8],
      ['wages', 15],
    ],
  },
  { asked: ['pregnant', 'pregnancy'], his: [['conceived', 35]] },
  { asked: ['afterlife', 'hell', 'underworld'], his: [['nether world', 43]] },
  { asked: ['self control'], his: [['restraint', 4]] },
  {
    asked: ['honesty', 'honest', 'dishonest', 'dishonesty'],
    his: [
      ['integrity', 20],
      ['uprightness', 18],
      ['false balance', 2],
    ],
  },
  {
    asked: ['greed', 'greedy'],
    his: [
      ['covetous', 1],
      ['covet', 5],
    ],
  },
  {
    asked: ['lazy', 'laziness', 'idleness'],
    his: [
      ['sluggard', 12],
      ['slothful', 5],
    ],
  },
  {
    asked: ['calm', 'calmness'],
    his: [
      ['quiet', 28],
      ['quieted', 1],
      ['stilled', 3],
    ],
  },
  {
    asked: ['suffering'],
    his: [
      ['affliction', 45],
      ['afflicted', 43],
    ],
  },
  {
    asked: ['promise', 'promises'],
    his: [
      ['vow', 33],
      ['oath', 43],
    ],
  },
  {
    asked: ['revenge'],
    his: [
      ['vengeance', 37],
      ['avenge', 8],
    ],
  },
  { asked: ['temptation', 'tempt', 'tempted'], his: [['entice', 11]] },
  { asked: ['meat'], his: [['flesh', 249]] },
  {
    asked: ['animal', 'animals', 'pets'],
    his: [
      ['beast', 115],
      ['cattle', 120],
    ],
  },
  {
    asked: ['alcohol', 'drunkenness'],
    his: [
      ['strong drink', 19],
      ['drunkard', 3],
    ],
  },
  {
    asked: ['generosity', 'generous'],
    his: [
      ['bountiful', 2],
      ['liberal', 3],
    ],
  },
  { asked: ['happiness'], his: [['gladness', 40]] },
  {
    asked: ['disability', 'disabled', 'disabilities'],
    his: [
      ['blind', 26],
      ['deaf', 11],
      ['lame', 15],
    ],
  },
  {
    asked: ['mistake', 'mistakes'],
    his: [
      ['err', 20],
      ['error', 21],
    ],
  },
  {
    asked: ['regret', 'remorse'],
    his: [
      ['repent', 16],
      ['contrite', 4],
    ],
  },
  {
    asked: ['humility'],
    his: [
      ['meek', 2],
      ['lowly', 7],
    ],
  },
  { asked: ['arrogance', 'arrogant'], his: [['haughty', 16]] },
  {
    asked: ['lying', 'lies', 'dishonesty'],
    his: [
      ['falsehood', 29],
      ['deceit', 30],
      ['false witness', 10],
    ],
  },
  {
    asked: ['debt', 'debts'],
    his: [
      ['surety', 14],
      ['creditor', 5],
    ],
  },
  { asked: ['usury'], his: [['interest', 12]] },
  { asked: ['divorce'], his: [['divorcement', 4]] },
];

import { parseScriptureRef, type ScriptureRef } from '../scripture/scripture-ref';
import { religionIds, type ReligionId } from '../scripture/religions';
import type { PlanDay, PlanDefinition } from './plan-types';

/*
 * Cross-tradition plans: each day one theme and a passage from every tradition that speaks to it, in the
 * product's order (Christianity, Islam, Judaism, Hinduism, Buddhism). Passages are written as readers cite them.
 */

type DayText = [
  title: string,
  theme: string,
  christianity: string,
  islam: string,
  judaism: string,
  hinduism: string,
  buddhism: string,
];

function passage(religion: ReligionId, text: string): ScriptureRef {
  const ref = parseScriptureRef(text, { religion });
  if (!ref || ref.religion !== religion) throw new Error(`Not a ${religion} reference: ${text}`);
  return ref;
}

function day([title, theme, ...texts]: DayText): PlanDay {
  return { title, theme, passages: texts.map((text, index) => passage(religionIds[index]!, text)) };
}

function crossPlan(id: string, title: string, introduction: string, days: DayText[]): PlanDefinition {
  return {
    id,
    title,
    kind: 'cross-tradition',
    traditions: [...religionIds],
    introduction,
    days: days.map(day),
  };
}

export const crossTraditionPlans: PlanDefinition[] = [
  crossPlan(
    'golden-rule-6',
    'The Golden Rule in five traditions',
    'Six days on the neighbour: how each tradition asks us to treat others as we would be treated. The ' +
      'wording differs, from a command in Leviticus to a reflection on how every being fears the rod, but the ' +
      'turn is the same: put yourself in the other’s place.',
    [
      [
        'One maker, one family',
        'human dignity',
        'Acts 17:24-28',
        "Qur'an 4:1",
        'Genesis 1:26-31',
        'Bhagavad Gita 6:29-32',
        'Dhp 129-130',
      ],
      [
        'Love your neighbour',
        'love your neighbour',
        'Matthew 22:34-40',
        "Qur'an 4:36",
        'Leviticus 19:9-18',
        'Bhagavad Gita 12:13-15',
        'Dhp 223',
      ],
      [
        'Doing good you would wish done',
        'golden rule',
        'Matthew 7:1-12',
        "Qur'an 83:1-6",
        'Proverbs 3:27-29',
        'Bhagavad Gita 3:20-25',
        'Dhp 131-132',
      ],
      [
        'Justice for the weak',
        'justice',
        'Luke 10:25-37',
        "Qur'an 4:135",
        'Deuteronomy 24:14-22',
        'Bhagavad Gita 5:18-25',
        'Dhp 256-257',
      ],
      [
        'Speech that does no harm',
        'speech',
        'James 3:1-12',
        "Qur'an 49:11-12",
        'Psalms 34',
        'Bhagavad Gita 17:15',
        'Dhp 133-134',
      ],
      [
        'Answering evil with good',
        'enemies',
        'Romans 12:9-21',
        "Qur'an 41:34-35",
        'Proverbs 25:21-22',
        'Bhagavad Gita 12:18-19',
        'Dhp 3-5',
      ],
    ],
  ),
  crossPlan(
    'forgiveness-5',
    'Forgiveness',
    'Five days on forgiving and being forgiven. Each tradition speaks of mercy larger than our wrongs and ' +
      'asks the reader to let go of anger; they differ on who forgives and how, and reading them side by ' +
      'side shows both.',
    [
      [
        'Forgiving as we are forgiven',
        'forgiveness',
        'Matthew 18:21-35',
        "Qur'an 24:22",
        'Genesis 50:15-21',
        'Bhagavad Gita 16:1-3',
        'Dhp 3-6',
      ],
      [
        'Turning back',
        'repentance',
        'Luke 15:11-32',
        "Qur'an 39:53",
        'Ezekiel 18:21-32',
        'Bhagavad Gita 9:30-31',
        'Dhp 172-173',
      ],
      [
        'Mercy greater than wrath',
        'mercy',
        'Ephesians 4:29-32',
        "Qur'an 7:156",
        'Psalms 103',
        'Bhagavad Gita 11:44',
        'Dhp 197-200',
      ],
      [
        'Letting go of anger',
        'anger',
        'Matthew 5:21-26',
        "Qur'an 3:133-134",
        'Proverbs 15:1-18',
        'Bhagavad Gita 2:62-63',
        'Dhp 221-224',
      ],
      [
        'Reconciled with one another',
        'reconciliation',
        '2 Corinthians 5:17-21',
        "Qur'an 49:9-10",
        'Genesis 33:1-11',
        'Bhagavad Gita 13:7-11',
        'Dhp 291',
      ],
    ],
  ),
  crossPlan(
    'prayer-5',
    'Prayer and remembrance',
    'Five days on turning towards what is highest: the prayers each tradition teaches, prayer at night and ' +
      'in the morning, remembrance through the day, the cry of distress and the song of thanks.',
    [
      [
        'Teach us to pray',
        'prayer',
        'Matthew 6:5-15',
        "Qur'an 1",
        'Psalms 121',
        'Bhagavad Gita 9:26-27',
        'Khuddakapatha 1',
      ],
      [
        'In the night and the morning',
        'meditation',
        'Mark 1:35-39',
        "Qur'an 73:1-8",
        'Psalms 5',
        'Bhagavad Gita 6:10-15',
        'Dhp 21-25',
      ],
      [
        'Remembrance',
        'remembrance',
        '1 Thessalonians 5:16-18',
        "Qur'an 13:28",
        'Deuteronomy 6:4-9',
        'Bhagavad Gita 8:5-8',
        'Dhp 296-298',
      ],
      [
        'Crying out in distress',
        'suffering',
        'Luke 22:39-46',
        "Qur'an 21:83-88",
        'Psalms 130',
        'Bhagavad Gita 7:16-19',
        'Dhp 160',
      ],
      [
        'Thanksgiving and praise',
        'gratitude',
        'Philippians 4:4-7',
        "Qur'an 14:7",
        'Psalms 150',
        'Bhagavad Gita 11:36-40',
        'Dhp 204',
      ],
    ],
  ),
  crossPlan(
    'death-and-after-5',
    'Death and what follows',
    'Five days with the oldest question: how to live knowing we will die, what each tradition holds does not ' +
      'die, how to grieve, how deeds are weighed, and what is promised at the end.',
    [
      [
        'Numbering our days',
        'mortality',
        'James 4:13-17',
        "Qur'an 3:185",
        'Psalms 90',
        'Bhagavad Gita 2:11-13',
        'Dhp 41',
      ],
      [
        'What does not die',
        'death',
        'John 11:17-27',
        "Qur'an 2:154-156",
        'Ecclesiastes 12:1-7',
        'Bhagavad Gita 2:19-25',
        'Dhp 21-23',
      ],
      [
        'Grief and comfort',
        'grief',
        '1 Thessalonians 4:13-18',
        "Qur'an 94",
        'Psalms 23',
        'Bhagavad Gita 2:26-30',
        'Dhp 212-213',
      ],
      [
        'The weighing of deeds',
        'judgment',
        'Matthew 25:31-46',
        "Qur'an 99",
        'Daniel 12:1-3',
        'Bhagavad Gita 8:5-6',
        'Dhp 127',
      ],
      [
        'What is promised',
        'afterlife',
        'Revelation 21:1-7',
        "Qur'an 89:27-30",
        'Isaiah 25:6-9',
        'Bhagavad Gita 8:15-16',
        'Dhp 374',
      ],
    ],
  ),
  crossPlan(
    'the-stranger-5',
    'The stranger and the guest',
    'Five days on those who come from elsewhere: the traveller, the guest at the door, the widow and the ' +
      'orphan, the foreigner who stays. Every tradition here remembers being a stranger, or asks its readers ' +
      'to see no stranger at all.',
    [
      [
        'You were strangers',
        'strangers',
        'Hebrews 13:1-3',
        "Qur'an 2:177",
        'Leviticus 19:33-34',
        'Bhagavad Gita 6:9',
        'Dhp 177',
      ],
      [
        'Welcoming the guest',
        'hospitality',
        'Luke 14:12-14',
        "Qur'an 51:24-27",
        'Genesis 18:1-8',
        'Bhagavad Gita 3:12-13',
        'Dhp 224',
      ],
      [
        'The widow, the orphan and the sojourner',
        'charity',
        'James 1:27',
        "Qur'an 93",
        'Deuteronomy 10:17-19',
        'Bhagavad Gita 16:1-3',
        'Dhp 354',
      ],
      [
        'No longer strangers',
        'unity',
        'Ephesians 2:11-22',
        "Qur'an 49:13",
        'Ruth 1',
        'Bhagavad Gita 5:18',
        'Dhp 396',
      ],
      [
        'Sharing bread',
        'generosity',
        'Acts 2:42-47',
        "Qur'an 76:8-9",
        'Isaiah 58:6-10',
        'Bhagavad Gita 17:20-22',
        'Itivuttaka 26',
      ],
    ],
  ),
];

import { parshiot } from '@hebcal/core';
import { getLeyningForParsha, NUM_VERSES } from '@hebcal/leyning';
import { addDays, daysBetween, type LocalDay } from '../journey/time-zone';
import { parseScriptureRef, type ScriptureRef } from '../scripture/scripture-ref';
import { nextRamadanStart, orthodoxEaster, ramadanDay, torahPortionOfWeek, westernEaster } from './calendar';
import { juzPassages, juzSpan } from './juz-boundaries';
import type { PlanCalendar, PlanDay, PlanDefinition } from './plan-types';

/* Plans that follow a tradition's calendar: today's reading is fixed by the date, not by when the reader began. */

/*
 * Where the library's Tanakh (Sefaria's JPS 1917 and its Hebrew) numbers verses differently from hebcal's tables:
 * Numbers 25 ends at verse 18 there, its 19th verse (the half-verse before the census) joined to the next chapter.
 */
const libraryLastVerse: Readonly<Record<string, Readonly<Record<number, number>>>> = { Numbers: { 25: 18 } };

const lastVerseOf = (book: string, chapter: number) =>
  libraryLastVerse[book]?.[chapter] ?? NUM_VERSES[book]![chapter]!;

const torahRef = (book: string, chapter: number, verse: number, verseEnd: number): ScriptureRef => ({
  religion: 'judaism',
  book,
  chapter,
  ...(verse === 1 && verseEnd >= lastVerseOf(book, chapter)
    ? {}
    : verse === verseEnd
      ? { verse }
      : { verse, verseEnd }),
});

/** 'Genesis 6:9-11:32' as one passage per chapter, whole chapters without verses. */
export function torahPassages(summary: string): ScriptureRef[] {
  const match = /^(\w+) (\d+):(\d+)-(?:(\d+):)?(\d+)$/.exec(summary);
  if (!match) throw new Error(`Unexpected Torah portion range: ${summary}`);
  const [, book, startChapter, startVerse, endChapterText, endVerse] = match;
  const first = Number(startChapter);
  const last = endChapterText ? Number(endChapterText) : first;
  const passages: ScriptureRef[] = [];
  for (let chapter = first; chapter <= last; chapter += 1) {
    const from = chapter === first ? Number(startVerse) : 1;
    const to = Math.min(chapter === last ? Number(endVerse) : Infinity, lastVerseOf(book!, chapter));
    passages.push(torahRef(book!, chapter, from, to));
  }
  return passages;
}

const torahDays: PlanDay[] = parshiot.map((name) => {
  const summary = getLeyningForParsha(name)?.summary;
  if (!summary) throw new Error(`No reading for ${name}`);
  return { title: `Parashat ${name}`, passages: torahPassages(summary) };
});

const lentTexts: [string, string[]][] = [
  ['Clean Monday: wash and be clean', ['Isaiah 1:10-20']],
  ['The fast that is chosen', ['Isaiah 58:1-12']],
  ['Ash Wednesday: return with all your heart', ['Joel 2:12-17', 'Psalms 51']],
  ['Giving, praying and fasting in secret', ['Matthew 6:1-18']],
  ['Forty days in the wilderness', ['Matthew 4:1-11']],
  ...Array.from({ length: 16 }, (_, index): [string, string[]] => [
    `Luke, chapter ${index + 4}`,
    [`Luke ${index + 4}`],
  ]),
  ...Array.from({ length: 16 }, (_, index): [string, string[]] => [
    `Isaiah, chapter ${index + 40}: comfort and the servant`,
    [`Isaiah ${index + 40}`],
  ]),
  ['Psalm 25: show me your ways', ['Psalms 25']],
  ['Psalm 32: the joy of the forgiven', ['Psalms 32']],
  ['Psalm 130: out of the depths', ['Psalms 130']],
  ['Psalm 143: teach me to do your will', ['Psalms 143']],
  ['Palm Sunday: the king on a donkey', ['Matthew 21:1-17']],
  ['Holy Monday: the grain of wheat', ['John 12']],
  ['Holy Tuesday: the washing of feet', ['John 13']],
  ['Holy Wednesday: the way, the truth and the life', ['John 14']],
  ['Holy Thursday: the last supper', ['Luke 22']],
  ['Good Friday: the cross', ['John 18', 'John 19']],
  ['Holy Saturday: waiting in the dark', ['Lamentations 3']],
  ['Easter Sunday: the empty tomb', ['John 20']],
];

const lentDays: PlanDay[] = lentTexts.map(([title, texts]) => ({
  title,
  passages: texts.map((text) => {
    const ref = parseScriptureRef(text, { religion: 'christianity' });
    if (!ref) throw new Error(`Not a reference: ${text}`);
    return ref;
  }),
}));

/** Western Lent starts on Ash Wednesday, two days into the Orthodox Great Lent's count from Clean Monday. */
const WESTERN_FIRST_DAY = 3;

export const calendarPlans: PlanDefinition[] = [
  {
    id: 'torah-portion-weekly',
    title: 'The weekly Torah portion',
    kind: 'calendar',
    traditions: ['judaism'],
    calendars: ['diaspora', 'israel'],
    introduction:
      'Parashat hashavua: the portion of the Torah read in synagogue on the coming Shabbat, so that the ' +
      'five books are read through in a year. Read it through the week. In some years Israel and the ' +
      'Diaspora read different portions for a few weeks after a festival; choose your own.',
    days: torahDays,
  },
  {
    id: 'ramadan-juz-30',
    title: "A juz' a day through Ramadan",
    kind: 'calendar',
    traditions: ['islam'],
    introduction:
      "The whole Qur'an in the month it was first revealed: juz' 1 on the first of Ramadan, juz' 30 on the " +
      'last. The days follow the Umm al-Qura calendar; where the month is counted by the sighting of the ' +
      'moon it may begin a day apart.',
    days: Array.from({ length: 30 }, (_, index) => ({
      title: `Ramadan ${index + 1}: juz' ${index + 1}, ${juzSpan(index + 1)}`,
      passages: juzPassages(index + 1),
    })),
  },
  {
    id: 'lent-to-easter',
    title: 'Through Lent to Easter',
    kind: 'calendar',
    traditions: ['christianity'],
    calendars: ['western', 'orthodox'],
    introduction:
      'From the start of Lent to Easter morning: the prophets’ call to return, Luke’s gospel, Isaiah’s ' +
      'servant songs and the psalms of repentance, then Holy Week day by day. Western Lent begins on Ash ' +
      'Wednesday, Orthodox Great Lent on Clean Monday; the Easter dates are computed for both.',
    days: lentDays,
  },
];

/** Where a calendar plan stands on a day: today's days (several when portions are read together) or none. */
export type CalendarToday = { days: number[]; nextStart: LocalDay | null };

function lentToday(today: LocalDay, calendar: PlanCalendar): CalendarToday {
  const easterOf = calendar === 'orthodox' ? orthodoxEaster : westernEaster;
  const firstDay = calendar === 'orthodox' ? 1 : WESTERN_FIRST_DAY;
  const year = Number(today.slice(0, 4));
  for (const easter of [easterOf(year), easterOf(year + 1)]) {
    const day = lentDays.length - daysBetween(today, easter);
    if (day > lentDays.length) continue;
    if (day >= firstDay) return { days: [day], nextStart: null };
    return { days: [], nextStart: addDays(easter, firstDay - lentDays.length) };
  }
  return { days: [], nextStart: null };
}

function torahToday(today: LocalDay, calendar: PlanCalendar): CalendarToday {
  const israel = calendar === 'israel';
  let week = torahPortionOfWeek(today, israel);
  if (week) return { days: week.portions.flatMap(portionDays), nextStart: null };
  let from = addDays(today, 7);
  for (let step = 0; step < 8 && !week; step += 1, from = addDays(from, 7)) {
    week = torahPortionOfWeek(from, israel);
  }
  return { days: [], nextStart: week ? addDays(week.shabbat, -6) : null };
}

function portionDays(name: string): number[] {
  const names = parshiot.includes(name) ? [name] : name.split('-');
  return names.map((part) => parshiot.indexOf(part) + 1).filter((day) => day > 0);
}

function ramadanToday(today: LocalDay): CalendarToday {
  const day = ramadanDay(today);
  return day ? { days: [day], nextStart: null } : { days: [], nextStart: nextRamadanStart(today) };
}

/** The first day a calendar plan asks of a reader on this calendar (Western Lent starts on day 3). */
export function calendarFirstDay(plan: PlanDefinition, calendar?: PlanCalendar | null): number {
  const chosen = calendar && plan.calendars?.includes(calendar) ? calendar : plan.calendars?.[0];
  return plan.id === 'lent-to-easter' && chosen === 'western' ? WESTERN_FIRST_DAY : 1;
}

/** Today's reading of a calendar plan in the calendar the reader chose; null for a plan that is not one. */
export function calendarToday(
  plan: PlanDefinition,
  today: LocalDay,
  calendar?: PlanCalendar | null,
): CalendarToday | null {
  const chosen = calendar && plan.calendars?.includes(calendar) ? calendar : plan.calendars?.[0];
  if (plan.id === 'torah-portion-weekly') return torahToday(today, chosen ?? 'diaspora');
  if (plan.id === 'ramadan-juz-30') return ramadanToday(today);
  if (plan.id === 'lent-to-easter') return lentToday(today, chosen ?? 'western');
  return null;
}

/** The five traditions of the library, in the order the product shows them. */
export const religionIds = ['christianity', 'islam', 'judaism', 'hinduism', 'buddhism'] as const;
export type ReligionId = (typeof religionIds)[number];

export type ReligionDefinition = {
  id: ReligionId;
  name: string;
  /** The tooltip on the religion's symbol icon. */
  symbolTooltip: string;
  /** What the tradition's scriptures are called as a whole. */
  scriptureName: string;
  /** The `faith` value the random verse card's built-in fallback verses use for this tradition. */
  fallbackFaith: 'bible' | 'quran' | 'torah' | 'hindu' | 'buddhist';
};

export const religions: readonly ReligionDefinition[] = [
  {
    id: 'christianity',
    name: 'Christianity',
    symbolTooltip: 'Holy Bible',
    scriptureName: 'The Holy Bible',
    fallbackFaith: 'bible',
  },
  {
    id: 'islam',
    name: 'Islam',
    symbolTooltip: 'Quran',
    scriptureName: "The Qur'an and Hadith",
    fallbackFaith: 'quran',
  },
  {
    id: 'judaism',
    name: 'Judaism',
    symbolTooltip: 'Torah',
    scriptureName: 'The Tanakh',
    fallbackFaith: 'torah',
  },
  {
    id: 'hinduism',
    name: 'Hinduism',
    symbolTooltip: 'Bhagavad Gita',
    scriptureName: 'The Bhagavad Gita',
    fallbackFaith: 'hindu',
  },
  {
    id: 'buddhism',
    name: 'Buddhism',
    symbolTooltip: 'Tripitaka',
    scriptureName: 'The Tripitaka (Sutta Pitaka)',
    fallbackFaith: 'buddhist',
  },
];

const religionById = new Map<string, ReligionDefinition>(
  religions.map((religion) => [religion.id, religion]),
);

/** Other words people and older clients use for a tradition (the fallback verses' faiths among them). */
const religionAliases: Record<string, ReligionId> = {
  christian: 'christianity',
  bible: 'christianity',
  muslim: 'islam',
  quran: 'islam',
  jewish: 'judaism',
  torah: 'judaism',
  tanakh: 'judaism',
  hindu: 'hinduism',
  gita: 'hinduism',
  buddhist: 'buddhism',
  tripitaka: 'buddhism',
};

export function isReligionId(value: string): value is ReligionId {
  return religionById.has(value);
}

export function getReligion(id: ReligionId): ReligionDefinition {
  return religionById.get(id)!;
}

/** Accepts a religion id, display name or common alias ('Bible', 'buddhist'), case-insensitively. */
export function resolveReligion(value: string): ReligionId | undefined {
  const key = value.trim().toLowerCase();
  if (isReligionId(key)) return key;
  // Own keys only: '__proto__' or 'constructor' must not resolve to Object.prototype's members.
  return Object.hasOwn(religionAliases, key) ? religionAliases[key] : undefined;
}

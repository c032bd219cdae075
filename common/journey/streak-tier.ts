/** The Current Streak card's icon tiers: 30+, 14+, 7+, 3+ days, else the lowest tier. */
export type StreakTier = 'radiant' | 'blazing' | 'burning' | 'kindled' | 'seed';

const tiers: readonly { minimumDays: number; tier: StreakTier }[] = [
  { minimumDays: 30, tier: 'radiant' },
  { minimumDays: 14, tier: 'blazing' },
  { minimumDays: 7, tier: 'burning' },
  { minimumDays: 3, tier: 'kindled' },
];

export function streakTier(days: number): StreakTier {
  return tiers.find((entry) => days >= entry.minimumDays)?.tier ?? 'seed';
}

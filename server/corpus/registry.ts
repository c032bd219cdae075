import { webSource } from './sources/bible-web';
import { kjvSource } from './sources/bible-kjv';
import { ebtSources } from './sources/ebt';
import { gitaSource } from './sources/gita';
import { gitaFallbackSource } from './sources/gita-fallback';
import { hadithSources } from './sources/hadith';
import { pickthallSource } from './sources/quran-pickthall';
import { quranJsonSource } from './sources/quran-json';
import { sefariaTanakhSource } from './sources/tanakh-sefaria';
import { tanakhFallbackSource } from './sources/tanakh-fallback';
import type { CorpusSource } from './types';

/**
 * Every corpus source in import order: the npm sources first (always there, quick), then the remote ones.
 * A fallback comes right after the source it stands in for, so it is only imported when that one is not.
 */
export const corpusSources: readonly CorpusSource[] = [
  webSource,
  kjvSource,
  quranJsonSource,
  pickthallSource,
  ...hadithSources,
  sefariaTanakhSource,
  tanakhFallbackSource,
  gitaSource,
  gitaFallbackSource,
  ...ebtSources,
];

export function findSource(id: string): CorpusSource | undefined {
  return corpusSources.find((source) => source.id === id);
}

/** The fallbacks standing in for `source` (removed when it is imported). */
export function fallbacksOf(source: CorpusSource): CorpusSource[] {
  return corpusSources.filter((candidate) => candidate.fallbackFor === source.id);
}

/** Sources named by id ('buddhism:mn'), by religion ('buddhism') or all of them. */
export function selectSources(names: readonly string[] = []): CorpusSource[] {
  if (names.length === 0) return [...corpusSources];
  const unknown = names.filter((name) => !corpusSources.some((s) => s.id === name || s.religion === name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown corpus source ${unknown.join(', ')}; known: ${corpusSources.map((source) => source.id).join(', ')}`,
    );
  }
  return corpusSources.filter((source) => names.includes(source.id) || names.includes(source.religion));
}

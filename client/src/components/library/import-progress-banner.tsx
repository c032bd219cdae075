import { religionIds, getReligion, type ReligionId } from '@common/scripture/religions';
import type { ImportProgress } from '@common/api/health';
import { listTraditions } from '@/components/library/importing-notice';
import { useImportProgress } from '@/lib/import-progress';

type TraditionProgress = { religion: ReligionId; percent: number; sources: number };

/** A tradition's bar: the mean of its sources still to import (a queued one counts as 0). */
export function progressByTradition(progress: ImportProgress): TraditionProgress[] {
  return religionIds.flatMap((religion) => {
    const sources = progress.sources.filter((source) => source.religion === religion);
    if (sources.length === 0) return [];
    const percent = Math.round(sources.reduce((sum, source) => sum + source.percent, 0) / sources.length);
    return [{ religion, percent, sources: sources.length }];
  });
}

/**
 * Shown to every visitor of the dashboard and the landing page while the server imports scripture in the
 * background: which traditions are still on their way, each with a progress bar. Gone once the import is done.
 */
export function ImportProgressBanner() {
  const progress = useImportProgress();
  if (!progress?.running || progress.sources.length === 0) return null;
  const traditions = progressByTradition(progress);
  return (
    <section
      aria-label="Library import"
      data-testid="import-progress"
      className="border-b bg-muted/60 px-4 py-2 text-sm"
    >
      <p role="status">
        Importing the scripture library: {listTraditions(traditions.map((entry) => entry.religion))}{' '}
        {traditions.length === 1 ? 'is' : 'are'} still on the way. The reader shows each tradition as soon as
        it is in.
      </p>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-5">
        {traditions.map(({ religion, percent }) => {
          const name = getReligion(religion).name;
          return (
            <li key={religion} className="flex items-center gap-2">
              <span className="w-24 shrink-0 text-xs">{name}</span>
              <div
                role="progressbar"
                aria-label={`${name} import`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
                className="h-1.5 flex-1 overflow-hidden rounded-full bg-background"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

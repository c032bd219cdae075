import cliProgress from 'cli-progress';
import type { ImportOutcome, ImportReporter } from './runner';
import type { CorpusSource } from './types';

const fetchShare = 30;

/**
 * A progress bar per source on a terminal (cli-progress), one line per finished source otherwise (logs, CI),
 * and `summary()` for the one-line result.
 */
export function createProgressReporter(stream: NodeJS.WriteStream = process.stdout): ImportReporter & {
  stop(): void;
} {
  const interactive = Boolean(stream.isTTY);
  const multibar = interactive
    ? new cliProgress.MultiBar(
        {
          stream,
          format: ' {title} |{bar}| {percentage}% {phase}',
          barsize: 30,
          hideCursor: true,
          clearOnComplete: false,
          autopadding: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  const bars = new Map<string, cliProgress.SingleBar>();
  const title = (source: CorpusSource) => source.id.padEnd(26);
  return {
    started(source) {
      bars.set(
        source.id,
        multibar?.create(100, 0, { title: title(source), phase: '' }) as cliProgress.SingleBar,
      );
    },
    progress(source, phase, done, total) {
      const share =
        phase === 'fetch' ? (done / total) * fetchShare : fetchShare + (done / total) * (100 - fetchShare);
      bars.get(source.id)?.update(Math.round(share), {
        phase: `${phase} ${done.toLocaleString('en')}/${total.toLocaleString('en')}`,
      });
    },
    finished(source, outcome) {
      const bar = bars.get(source.id);
      if (bar) bar.update(100, { phase: describe(outcome) });
      else stream.write(`corpus ${source.id}: ${describe(outcome)}\n`);
    },
    stop() {
      multibar?.stop();
    },
  };
}

function describe(outcome: ImportOutcome): string {
  switch (outcome.status) {
    case 'complete':
      return `${outcome.rows.toLocaleString('en')} rows in ${(outcome.ms / 1000).toFixed(1)} s`;
    case 'skipped':
      return outcome.message ? `skipped (${outcome.message})` : 'already imported';
    default:
      return `${outcome.status}: ${outcome.message ?? ''}`;
  }
}

/** 'Corpus: 23 imported (430,186 rows) in 67.3 s, 0 already there; missing: islam:pickthall; failed: none'. */
export function summarizeImport(outcomes: readonly ImportOutcome[], ms: number): string {
  const by = (status: ImportOutcome['status']) => outcomes.filter((outcome) => outcome.status === status);
  const rows = by('complete').reduce((sum, outcome) => sum + outcome.rows, 0);
  const list = (status: ImportOutcome['status']) =>
    by(status)
      .map((outcome) => outcome.source)
      .join(', ') || 'none';
  return (
    `Corpus: ${by('complete').length} imported (${rows.toLocaleString('en')} rows) in ${(ms / 1000).toFixed(1)} s, ` +
    `${by('skipped').length} skipped (already imported or not needed); missing: ${list('missing')}; failed: ${list('failed')}`
  );
}

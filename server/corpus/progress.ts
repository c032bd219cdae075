import cliProgress from 'cli-progress';
import type { ImportOutcome, ImportReporter } from './runner';
import type { CorpusSource } from './types';

const fetchShare = 30;
const count = (value: number) => value.toLocaleString('en');

/**
 * A progress bar per source on a terminal (cli-progress); in logs (no TTY) a line when a source starts, one per
 * written batch (a few dozen for the whole corpus, so a stall is visible) and one when it ends.
 */
export function createProgressReporter(stream: NodeJS.WriteStream = process.stdout): ImportReporter & {
  stop(): void;
} {
  const multibar = stream.isTTY
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
      if (multibar) bars.set(source.id, multibar.create(100, 0, { title: title(source), phase: '' }));
      else stream.write(`corpus ${source.id}: importing\n`);
    },
    progress(source, phase, done, total) {
      const bar = bars.get(source.id);
      if (!bar) {
        if (phase === 'write' && done < total) {
          stream.write(`corpus ${source.id}: written ${count(done)}/${count(total)}\n`);
        }
        return;
      }
      const share =
        phase === 'fetch' ? (done / total) * fetchShare : fetchShare + (done / total) * (100 - fetchShare);
      bar.update(Math.round(share), { phase: `${phase} ${count(done)}/${count(total)}` });
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
      return `${count(outcome.rows)} rows in ${(outcome.ms / 1000).toFixed(1)} s`;
    case 'skipped':
      return outcome.message ? `skipped (${outcome.message})` : 'already imported';
    default:
      return `${outcome.status}: ${outcome.message ?? ''}`;
  }
}

/** 'Corpus: 23 imported (430,181 rows) in 67.3 s, 2 skipped (...); missing: none; failed: none'. */
export function summarizeImport(outcomes: readonly ImportOutcome[], ms: number): string {
  const by = (status: ImportOutcome['status']) => outcomes.filter((outcome) => outcome.status === status);
  const rows = by('complete').reduce((sum, outcome) => sum + outcome.rows, 0);
  const list = (status: ImportOutcome['status']) =>
    by(status)
      .map((outcome) => outcome.source)
      .join(', ') || 'none';
  return (
    `Corpus: ${by('complete').length} imported (${count(rows)} rows) in ${(ms / 1000).toFixed(1)} s, ` +
    `${by('skipped').length} skipped (already imported or not needed); missing: ${list('missing')}; ` +
    `failed: ${list('failed')}`
  );
}

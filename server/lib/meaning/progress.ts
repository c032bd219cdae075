/** Where the meaning index stands, per translation, kept in memory so polling it never waits on the database. */
export type MeaningTranslationProgress = {
  religion: string;
  translation: string;
  state: 'queued' | 'indexing' | 'ready' | 'failed';
  done: number;
  total: number;
};

export class MeaningProgress {
  running = false;
  /** Goes up each time a translation's passages are all in: searches rebuild their in-memory vectors on it. */
  stamp = 0;
  readonly translations = new Map<string, MeaningTranslationProgress>();
  private readonly advanceListeners = new Set<() => void>();

  /** A translation's index is complete here: a new stamp, and the listeners (other app servers) are told. */
  advance(): void {
    this.stamp += 1;
    for (const listener of this.advanceListeners) listener();
  }

  onAdvance(listener: () => void): () => void {
    this.advanceListeners.add(listener);
    return () => this.advanceListeners.delete(listener);
  }

  set(entry: MeaningTranslationProgress): void {
    this.translations.set(entry.translation, entry);
  }

  snapshot(): { running: boolean; translations: MeaningTranslationProgress[] } {
    return {
      running: this.running,
      translations: [...this.translations.values()].map((entry) => ({ ...entry })),
    };
  }
}

const progressByDatabase = new WeakMap<object, MeaningProgress>();

/** The meaning index's progress for one database (test apps never share one). */
export function meaningProgressOf(db: object): MeaningProgress {
  let progress = progressByDatabase.get(db);
  if (!progress) {
    progress = new MeaningProgress();
    progressByDatabase.set(db, progress);
  }
  return progress;
}

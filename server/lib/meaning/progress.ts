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

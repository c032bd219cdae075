import type { BookDetail } from '@common/api/scripture';
import { getReligion, type ReligionId } from '@common/scripture/religions';
import { ReligionSymbol } from '@/components/religion-symbol';
import { Skeleton } from '@/components/ui/skeleton';
import { ChapterButtons } from './chapter-buttons';

/** A book whose chapter count is unknown is treated as having 10, so the picker is never empty. */
export const DEFAULT_CHAPTER_COUNT = 10;

export type ReaderHeaderProps = {
  religion: ReligionId;
  book: string;
  chapter: number;
  detail: BookDetail | undefined;
  onChapterChange: (chapter: number) => void;
};

/** Tradition and book, 'Surah N of M' / 'Chapter N of M' (or Book, Vagga, Sutta), the chapter's name and buttons. */
export function ReaderHeader({ religion, book, chapter, detail, onChapterChange }: ReaderHeaderProps) {
  const tradition = getReligion(religion);
  const total = detail?.chapters || DEFAULT_CHAPTER_COUNT;
  const label = detail?.chapterLabel ?? (religion === 'islam' ? 'Surah' : 'Chapter');
  const title = detail?.chapterTitles.find((entry) => entry.number === chapter);
  return (
    <header className="grid gap-3">
      <div className="flex items-start gap-3">
        <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <ReligionSymbol religion={religion} />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
            {tradition.name}
          </p>
          <h1 className="font-serif text-2xl font-semibold leading-tight">
            {book}
            {detail?.originalName && detail.originalName !== book && (
              <span
                className="ms-2 text-lg font-normal text-muted-foreground"
                lang={originalNameLanguage(religion)}
              >
                {detail.originalName}
              </span>
            )}
          </h1>
          {detail ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              <span className="font-medium text-foreground">
                {chapter > total ? `${label} ${chapter} not found` : `${label} ${chapter} of ${total}`}
              </span>
              {title?.citation && <span> · {title.citation}</span>}
              {title?.title && <span> · {title.title}</span>}
              {title?.originalTitle && (
                <span lang={originalNameLanguage(religion)}> · {title.originalTitle}</span>
              )}
            </p>
          ) : (
            <Skeleton className="h-4 w-40" />
          )}
        </div>
      </div>
      {detail && (
        <ChapterButtons current={chapter} total={total} chapterLabel={label} onSelect={onChapterChange} />
      )}
    </header>
  );
}

function originalNameLanguage(religion: ReligionId): string | undefined {
  return { islam: 'ar', judaism: 'he', hinduism: 'sa', buddhism: 'pi', christianity: undefined }[religion];
}

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { chapterWindow } from './chapter-window';

export type ChapterButtonsProps = {
  current: number;
  total: number;
  /** 'Chapter', 'Surah', 'Book', 'Vagga', 'Sutta'. */
  chapterLabel: string;
  onSelect: (chapter: number) => void;
};

/** The chapter window: every chapter up to 12, else 12 around the current one and a '...' jump. */
export function ChapterButtons({ current, total, chapterLabel, onSelect }: ChapterButtonsProps) {
  const { chapters, jumpTo } = chapterWindow(current, total);
  if (chapters.length <= 1) return null;
  return (
    <nav aria-label={`${chapterLabel}s`} className="flex flex-wrap gap-1.5">
      {chapters.map((chapter) => (
        <Button
          key={chapter}
          size="sm"
          variant={chapter === current ? 'default' : 'outline'}
          className={cn('min-w-10 px-2 tabular-nums')}
          aria-label={`${chapterLabel} ${chapter}`}
          aria-current={chapter === current ? 'page' : undefined}
          onClick={() => onSelect(chapter)}
        >
          {chapter}
        </Button>
      ))}
      {jumpTo !== null && (
        <Button
          size="sm"
          variant="ghost"
          className="min-w-10 px-2"
          aria-label={`Jump ahead to ${chapterLabel.toLowerCase()} ${jumpTo}`}
          onClick={() => onSelect(jumpTo)}
        >
          ...
        </Button>
      )}
    </nav>
  );
}

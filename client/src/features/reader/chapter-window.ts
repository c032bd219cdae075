/** A window of 12 chapter buttons, starting 5 before the current one; the '...' button jumps 10 ahead. */
export const CHAPTER_WINDOW_SIZE = 12;
export const CHAPTER_WINDOW_LEAD = 5;
export const CHAPTER_JUMP = 10;
/** The '...' button shows while the current chapter is more than this many chapters from the last. */
export const CHAPTER_JUMP_MIN_DISTANCE_FROM_END = 6;

export type ChapterWindow = {
  /** The chapter numbers to show as buttons, ascending. */
  chapters: number[];
  /** Where '...' leads (capped at the last chapter), or null when it is not shown. */
  jumpTo: number | null;
};

/**
 * Which chapter buttons the reader shows. Every chapter when there are 12 or fewer; otherwise 12 consecutive
 * chapters starting 5 before the current one, slid back near the end so the window stays 12 wide.
 */
export function chapterWindow(current: number, total: number): ChapterWindow {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return { chapters: [], jumpTo: null };
  const chapter = Math.min(Math.max(1, Math.floor(current)), count);
  if (count <= CHAPTER_WINDOW_SIZE) {
    return { chapters: range(1, count), jumpTo: null };
  }
  const lastStart = count - CHAPTER_WINDOW_SIZE + 1;
  const start = Math.min(Math.max(1, chapter - CHAPTER_WINDOW_LEAD), lastStart);
  const showJump = count - chapter > CHAPTER_JUMP_MIN_DISTANCE_FROM_END;
  return {
    chapters: range(start, start + CHAPTER_WINDOW_SIZE - 1),
    jumpTo: showJump ? Math.min(chapter + CHAPTER_JUMP, count) : null,
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

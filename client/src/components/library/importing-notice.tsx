import { getReligion, type ReligionId } from '@common/scripture/religions';
import { cn } from '@/lib/utils';

/** 'Judaism', 'Judaism and Buddhism', 'Judaism, Hinduism and Buddhism'. */
export function listTraditions(religions: readonly ReligionId[]): string {
  const names = religions.map((religion) => getReligion(religion).name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The polite line under an answer given while the library was still importing: which traditions it may have
 * left out or quoted less of, and that they are coming.
 */
export function ImportingNotice({
  importing,
  className,
}: {
  importing: readonly ReligionId[] | undefined;
  className?: string;
}) {
  if (!importing || importing.length === 0) return null;
  return (
    <p
      role="status"
      data-testid="importing-notice"
      className={cn('rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground', className)}
    >
      Still importing: {listTraditions(importing)}. Answers will include{' '}
      {importing.length === 1 ? 'it' : 'them'} in a minute or two.
    </p>
  );
}

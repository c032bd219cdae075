import { useId } from 'react';
import { LifeBuoy } from 'lucide-react';
import { SUPPORT_LINES, SUPPORT_LINES_HEADING, SUPPORT_LINES_INTRO } from '@common/chat/support-lines';

/** The help lines under a reply to a message that named suicide or self-harm: links a phone can dial. */
export function SupportLines() {
  // Each reply that shows the lines has its own heading: a conversation may hold several.
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="grid gap-1 rounded-md border border-primary/40 bg-primary/5 px-3 py-2"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <LifeBuoy className="size-4 shrink-0" aria-hidden="true" />
        {SUPPORT_LINES_HEADING}
      </h3>
      <p>{SUPPORT_LINES_INTRO}</p>
      <ul className="grid gap-0.5 ps-1">
        {SUPPORT_LINES.map((line) => (
          <li key={line.where}>
            <span className="font-medium">{line.where}: </span>
            {line.href ? (
              <a
                href={line.href}
                className="font-medium text-primary underline underline-offset-2"
                {...(line.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {line.label}
              </a>
            ) : (
              line.label
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

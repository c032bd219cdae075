import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PRIVACY_SECTIONS } from './privacy-page';
import { RETENTION_PERIODS_KEY } from './retention-api';

function retentionText(periods: { guestDays: number; chatMonths: number; moderationContentDays: number }) {
  const client = createQueryClient();
  client.setQueryData(RETENTION_PERIODS_KEY, periods);
  const retention = PRIVACY_SECTIONS.find((section) => section.title === 'Data Retention')!;
  const { container } = render(<QueryClientProvider client={client}>{retention.body}</QueryClientProvider>);
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

it('states the retention periods the server is configured with', () => {
  const text = retentionText({ guestDays: 60, chatMonths: 12, moderationContentDays: 365 });
  expect(text).toContain(
    'a guest record and everything it holds are deleted after 60 days without activity;',
  );
  expect(text).toContain(
    'conversations with our AI scholars: 12 months from when each message was written, then they are deleted;',
  );
  expect(text).toContain('what you wrote is removed from them after 365 days.');
});

it('says "1 month" and "1 day" in the singular', () => {
  const text = retentionText({ guestDays: 1, chatMonths: 1, moderationContentDays: 90 });
  expect(text).toContain('deleted after 1 day without activity');
  expect(text).toContain('AI scholars: 1 month from when');
});

import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { APP_NAME } from '@/lib/brand';
import { createQueryClient } from '@/lib/query-client';
import { PRIVACY_SECTIONS } from './privacy-page';
import { TERMS_SECTIONS } from './terms-page';

// JSX drops the line break between `{APP_NAME}` and the next word, which glued them ("Sacred Circleafter").
describe.each([
  ['Privacy Policy', PRIVACY_SECTIONS],
  ['Terms of Service', TERMS_SECTIONS],
])('%s text', (_name, sections) => {
  it.each(sections.map((section) => [section.title, section] as const))(
    '"%s" keeps a space on both sides of the product name',
    (_title, section) => {
      const { container } = render(
        <QueryClientProvider client={createQueryClient()}>{section.body}</QueryClientProvider>,
      );
      const text = container.textContent ?? '';
      expect(text).not.toMatch(new RegExp(`${APP_NAME}[\\p{L}\\d]|[\\p{L}\\d]${APP_NAME}`, 'u'));
    },
  );
});

it('reads "If you keep using Sacred Circle after that" in the privacy policy', () => {
  const changes = PRIVACY_SECTIONS.find((section) => section.title === 'Changes to This Policy')!;
  const { container } = render(changes.body);
  expect(container.textContent).toContain(
    `If you keep using ${APP_NAME} after that, the updated policy applies.`,
  );
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { MyPlan, PlanSummary } from '@common/api/plans';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { PlansPage } from './plans-page';
import { TodayPlansCard } from './today-plans-card';

const psalm23 = { religion: 'judaism' as const, book: 'Psalms', chapter: 23, reference: 'Psalms 23' };
const psalmsPlan = (completedDays: number[]): MyPlan => ({
  planId: 'psalms-30',
  title: 'The Psalms in 30 days',
  kind: 'tradition',
  traditions: ['judaism'],
  status: 'active',
  startedOn: '2026-11-26',
  timeZone: 'Europe/London',
  calendar: null,
  totalDays: 30,
  today: [{ day: 2, title: 'Psalms 6 to 10', theme: null, passages: [psalm23] }],
  nextStart: null,
  completedDays,
  percent: Math.floor((completedDays.length / 30) * 100),
  behind: completedDays.includes(1) ? 0 : 1,
  strip: [1, 2, 3].map((day) => ({ day, date: null, done: completedDays.includes(day), today: day === 2 })),
});
const summary = (
  id: string,
  title: string,
  traditions: PlanSummary['traditions'],
  days: number,
): PlanSummary => ({
  id,
  title,
  kind: traditions.length === 5 ? 'cross-tradition' : 'tradition',
  traditions,
  days,
  introduction: 'An introduction long enough to read.',
  calendars: [],
});

let completed: number[] = [1];
const route: TestRoute = (request, reply) => {
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/plans/mine':
      return reply.json(200, [psalmsPlan(completed)]);
    case 'POST /api/plans/psalms-30/days/2/complete':
      completed = [...completed, 2];
      return reply.json(200, psalmsPlan(completed));
    case 'GET /api/plans':
      return reply.json(200, [
        summary('gospel-of-john-21', 'The Gospel of John in 21 days', ['christianity'], 21),
        summary('dhammapada-26', 'The Dhammapada in 26 days', ['buddhism'], 26),
        summary(
          'forgiveness-5',
          'Forgiveness',
          ['christianity', 'islam', 'judaism', 'hinduism', 'buddhism'],
          5,
        ),
      ]);
    default:
      return reply.json(404, { error: 'Not Found', message: 'no route' });
  }
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer(route);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  completed = [1];
});

const slow = { timeout: 5000 };
const withQueries = (node: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

describe('TodayPlansCard', () => {
  it('shows today’s reading of a followed plan and marks it read by hand', async () => {
    withQueries(<TodayPlansCard />);
    const card = await screen.findByRole('region', { name: 'Today' }, slow);
    expect(await within(card).findByRole('heading', { name: 'Day 2: Psalms 6 to 10' }, slow)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Psalms 23' }).getAttribute('href')).toBe(
      '/dashboard?religion=judaism&book=Psalms&chapter=23',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Mark day 2 as read' }));
    const doneNote = await within(card).findByText('Day 2 done', undefined, slow);
    // The button it replaced had the focus: the focus stays in the card, on the note that took its place.
    await expect.poll(() => document.activeElement, slow).toBe(doneNote);
    expect(within(card).queryByRole('button', { name: 'Mark day 2 as read' })).toBeNull();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /api/plans/psalms-30/days/2/complete',
    );
  });
});

describe('PlansPage', () => {
  it('filters the library by tradition and by length', async () => {
    withQueries(<PlansPage />);
    expect(await screen.findByRole('link', { name: 'The Dhammapada in 26 days' }, slow)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tradition' }), 'buddhism');
    expect(screen.queryByRole('link', { name: 'The Gospel of John in 21 days' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgiveness' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'week');
    expect(screen.queryByRole('link', { name: 'The Dhammapada in 26 days' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgiveness' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'longer');
    expect(screen.getByText('No plan matches these filters.')).toBeTruthy();
  });
});

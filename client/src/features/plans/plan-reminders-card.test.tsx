import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPlan } from '@common/api/plans';
import type { PlanReminder } from '@common/api/reminders';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { PlanRemindersCard } from './plan-reminders-card';
import { browserTimeZone } from './plans-queries';

const psalmsPlan: MyPlan = {
  planId: 'psalms-30',
  title: 'The Psalms in 30 days',
  kind: 'tradition',
  traditions: ['judaism'],
  status: 'active',
  startedOn: '2026-11-26',
  timeZone: 'Europe/London',
  calendar: null,
  totalDays: 30,
  today: [],
  nextStart: null,
  completedDays: [],
  percent: 0,
  behind: 0,
  strip: [],
};

let saved: PlanReminder | null = null;
let email: string | null = 'ruth@example.org';
const route: TestRoute = (request, reply) => {
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/plans/mine':
      return reply.json(200, [psalmsPlan]);
    case 'GET /api/reminders':
      return reply.json(200, { reminders: saved ? [saved] : [], email, pushSubscriptions: 0 });
    case 'PUT /api/reminders': {
      const body = request.body as Omit<PlanReminder, 'id' | 'planTitle'>;
      saved = { ...body, id: 7, planTitle: psalmsPlan.title };
      return reply.json(200, saved);
    }
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
  saved = null;
  email = 'ruth@example.org';
});

const slow = { timeout: 5000 };
const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlanRemindersCard />
    </QueryClientProvider>,
  );
const puts = () => server.requests.filter((request) => request.method === 'PUT');

describe('PlanRemindersCard', () => {
  it('sets a followed plan’s e-mail reminder at the chosen hour in the browser’s time zone', async () => {
    renderCard();
    const section = await screen.findByRole('region', { name: 'Reminder for The Psalms in 30 days' }, slow);
    expect(within(section).getByRole('status').textContent).toBe('No reminder yet.');
    expect((within(section).getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Time' }), '07:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Save reminder' }));
    expect(
      await within(section).findByText(
        `Reminder every day at 07:00 (${browserTimeZone()}) by e-mail.`,
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(puts().map((request) => request.body)).toEqual([
      { planId: 'psalms-30', hour: 7, timeZone: browserTimeZone(), channels: ['email'], enabled: true },
    ]);
    expect(within(section).getByRole('button', { name: 'Remove reminder' })).toBeTruthy();
  });

  it('says so when this browser cannot take push notifications, and saves nothing', async () => {
    renderCard();
    const section = await screen.findByRole('region', { name: 'Reminder for The Psalms in 30 days' }, slow);
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Push notification' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save reminder' }));
    expect((await within(section).findByRole('alert', undefined, slow)).textContent).toBe(
      'This browser cannot receive push notifications from this site.',
    );
    expect(puts()).toEqual([]);
  });

  it('offers no e-mail reminder to an account without an address', async () => {
    email = null;
    renderCard();
    const section = await screen.findByRole('region', { name: 'Reminder for The Psalms in 30 days' }, slow);
    const emailBox = within(section).getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(emailBox.disabled).toBe(true);
    expect(emailBox.checked).toBe(false);
    expect(
      within(section).getByText('Sign up with an e-mail address to get reminders by e-mail.'),
    ).toBeTruthy();
  });
});

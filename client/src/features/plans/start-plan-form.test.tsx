import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPlan, PlanDetail } from '@common/api/plans';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { browserTimeZone } from './plans-queries';
import { StartPlanForm } from './start-plan-form';

const proverbs = {
  id: 'proverbs-31',
  title: 'Proverbs in 31 days',
  introduction: 'A chapter of Proverbs for each day of the month.',
  kind: 'tradition',
  traditions: ['judaism', 'christianity'],
  days: 31,
  calendars: [],
  dayList: [],
  mine: null,
} as unknown as PlanDetail;

let email: string | null = 'ruth@example.org';
const route: TestRoute = (request, reply) => {
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/reminders':
      return reply.json(200, { reminders: [], email, pushSubscriptions: 0 });
    case 'POST /api/plans/proverbs-31/start':
      return reply.json(201, { planId: 'proverbs-31' } as Partial<MyPlan>);
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
  email = 'ruth@example.org';
});

const slow = { timeout: 5000 };
const starts = () => server.requestsTo('/api/plans/proverbs-31/start').map((request) => request.body);
const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StartPlanForm plan={proverbs} />
    </QueryClientProvider>,
  );

describe('StartPlanForm', () => {
  it('starts a plan with a daily e-mail reminder chosen in the same step, by keyboard', async () => {
    renderForm();
    await screen.findByRole('form', { name: 'Start this plan' }, slow);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Remind me every day' }));
    await userEvent.keyboard(' ');
    const hour = await screen.findByRole('combobox', { name: 'Time' });
    await userEvent.selectOptions(hour, '06:00');
    // The address has loaded: e-mail is offered and chosen first.
    await screen.findByRole('checkbox', { name: 'E-mail', checked: true }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Start this plan' }));
    await expect
      .poll(starts, slow)
      .toEqual([{ timeZone: browserTimeZone(), reminder: { hour: 6, channels: ['email'] } }]);
  });

  it('starts without a reminder unless asked', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Start this plan' }, slow));
    await expect.poll(starts, slow).toEqual([{ timeZone: browserTimeZone() }]);
    expect(screen.queryByRole('combobox', { name: 'Time' })).toBeNull();
  });

  it('does not start the plan when the browser cannot take the push reminder asked for', async () => {
    email = null;
    renderForm();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remind me every day' }, slow));
    const emailBox = screen.getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(emailBox.disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Push notification', checked: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start this plan' }));
    expect((await screen.findByRole('alert', undefined, slow)).textContent).toBe(
      'This browser cannot receive push notifications from this site.',
    );
    expect(starts()).toEqual([]);
  });
});

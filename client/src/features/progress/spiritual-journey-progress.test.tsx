import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyMinutesResponse, Journey, ProgressSummary, ReadingSession } from '@common/api/progress';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { SpiritualJourneyProgress } from './spiritual-journey-progress';

const emptySummary: ProgressSummary = {
  totalSessions: 0,
  totalMinutes: 0,
  currentStreak: 0,
  longestStreak: 0,
  religionsExplored: [],
  recentMilestones: [],
  readingGoal: 0,
  minutesLastSevenDays: 0,
  weeklyGoalPercent: 0,
};
const emptyJourney: Journey = {
  readingGoal: 0,
  startDate: null,
  favoriteReligion: null,
  timeZone: 'UTC',
  lastActiveDate: null,
};

const session = (id: number, overrides: Partial<ReadingSession> = {}): ReadingSession => ({
  id,
  religion: 'christianity',
  book: 'Psalms',
  chapter: id,
  startTime: '2025-08-26T09:00:00.000Z',
  endTime: '2025-08-26T09:12:00.000Z',
  durationMinutes: 12,
  versesRead: 6,
  chatMessages: 0,
  completedChapter: false,
  mood: null,
  notes: null,
  ...overrides,
});

let data: {
  summary: ProgressSummary;
  journey: Journey;
  sessions: ReadingSession[];
  daily: DailyMinutesResponse;
} = { summary: emptySummary, journey: emptyJourney, sessions: [], daily: { timeZone: 'UTC', days: [] } };

const route: TestRoute = (request, reply) => {
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/progress/summary':
      return reply.json(200, data.summary);
    case 'GET /api/progress/journey':
      return reply.json(200, data.journey);
    case 'GET /api/progress/sessions':
      return reply.json(200, data.sessions);
    case 'GET /api/progress/milestones':
      return reply.json(200, data.summary.recentMilestones);
    case 'GET /api/progress/daily-minutes':
      return reply.json(200, data.daily);
    case 'PATCH /api/progress/journey/goal': {
      const { readingGoal } = request.body as { readingGoal: number };
      data.journey = { ...data.journey, readingGoal };
      return reply.json(200, data.journey);
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
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderProgress(onClose?: () => void) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SpiritualJourneyProgress onClose={onClose} />
    </QueryClientProvider>,
  );
}

/** Other engineers run tests on the same two cores: give real HTTP answers time to arrive. */
const slow = { timeout: 5000 };

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement;

describe('SpiritualJourneyProgress', () => {
  it('shows an empty journey with its placeholders, and a close button', async () => {
    data = {
      summary: emptySummary,
      journey: emptyJourney,
      sessions: [],
      daily: { timeZone: 'UTC', days: [] },
    };
    const onClose = vi.fn();
    renderProgress(onClose);
    expect(screen.getByRole('heading', { name: 'Spiritual Journey Progress' })).toBeTruthy();
    expect(await screen.findByText('No reading sessions yet', undefined, slow)).toBeTruthy();
    expect(await screen.findByText('No achievements yet', undefined, slow)).toBeTruthy();
    await within(card('Time Spent')).findByText('0m', undefined, slow);
    expect(screen.getByText('No achievements yet')).toBeTruthy();
    expect(within(card('Journey Stats')).getByText('N/A')).toBeTruthy();
    expect(within(card('Journey Stats')).getByText('Exploring')).toBeTruthy();
    expect(within(card('Time Spent')).getByText('0m')).toBeTruthy();
    expect(within(card('Religions Explored')).getByText('0 of 5 traditions')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close progress' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('leaves out the close button when it has nowhere to go (the history drawer)', async () => {
    renderProgress();
    await screen.findByText('No reading sessions yet', undefined, slow);
    expect(screen.queryByRole('button', { name: 'Close progress' })).toBeNull();
  });

  it('shows the four cards, the latest 10 sessions, traditions, achievements and stats', async () => {
    data = {
      summary: {
        totalSessions: 14,
        totalMinutes: 125,
        currentStreak: 7,
        longestStreak: 9,
        religionsExplored: ['christianity', 'buddhism'],
        recentMilestones: [
          {
            id: 3,
            type: 'streak_7',
            badge: '🔥',
            title: 'Week of Wisdom',
            description: 'Read scripture 7 days in a row.',
            value: 7,
            isSpecial: false,
            achievedAt: '2025-08-25T10:00:00.000Z',
          },
        ],
        readingGoal: 120,
        minutesLastSevenDays: 60,
        weeklyGoalPercent: 50,
      },
      journey: {
        readingGoal: 120,
        startDate: '2025-08-01T09:00:00.000Z',
        favoriteReligion: 'buddhism',
        timeZone: 'Europe/London',
        lastActiveDate: '2025-08-26T09:00:00.000Z',
      },
      sessions: [
        session(23, { endTime: null, durationMinutes: 0 }),
        ...Array.from({ length: 11 }, (_, i) => session(i + 1)),
      ],
      daily: {
        timeZone: 'Europe/London',
        days: [{ date: '2025-08-26', christianity: 12, islam: 0, judaism: 0, hinduism: 0, buddhism: 30 }],
      },
    };
    renderProgress();
    await screen.findByText('2h 5m', undefined, slow);
    await within(card('Recent Reading Sessions')).findAllByRole('listitem', {}, slow);
    await within(card('Journey Stats')).findByText('August 1, 2025', undefined, slow);
    await screen.findByText(
      'Minutes read in the last four weeks: Christianity 12, Buddhism 30.',
      undefined,
      slow,
    );
    expect(within(card('Total Sessions')).getByText('14')).toBeTruthy();
    expect(within(card('Current Streak')).getByText('7 days')).toBeTruthy();
    expect(
      within(card('Current Streak')).getByRole('img', { name: 'Streak tier: 7 days or more' }),
    ).toBeTruthy();
    expect(within(card('Weekly Goal')).getByText('50%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Weekly goal progress' }).getAttribute('aria-valuenow'),
    ).toBe('50');

    const sessions = within(card('Recent Reading Sessions')).getAllByRole('listitem');
    expect(sessions).toHaveLength(10);
    expect(sessions[0]!.textContent).toContain('Psalms 23');
    expect(sessions[0]!.textContent).toContain('In progress');
    expect(sessions[1]!.textContent).toContain('12m');

    expect(within(card('Religions Explored')).getByText('2 of 5 traditions')).toBeTruthy();
    expect(within(card('Recent Achievements')).getByText('Week of Wisdom')).toBeTruthy();
    const stats = within(card('Journey Stats'));
    expect(stats.getByText('August 1, 2025')).toBeTruthy();
    expect(stats.getByText('9 days')).toBeTruthy();
    expect(stats.getByText('Buddhism')).toBeTruthy();
    expect(stats.getByText('120 minutes')).toBeTruthy();
    expect(
      screen.getByText('Minutes read in the last four weeks: Christianity 12, Buddhism 30.'),
    ).toBeTruthy();
  });

  it('edits the weekly goal through a prompt that accepts only integers', async () => {
    data = {
      summary: emptySummary,
      journey: emptyJourney,
      sessions: [],
      daily: { timeZone: 'UTC', days: [] },
    };
    renderProgress();
    const edit = await screen.findByRole('button', { name: 'Edit weekly goal' }, slow);
    await screen.findByText('Not set', undefined, slow);
    const prompt = vi.spyOn(window, 'prompt');

    for (const ignored of ['ninety', '45.5', '', null]) {
      prompt.mockReturnValueOnce(ignored);
      await userEvent.click(edit);
    }
    expect(server.requestsTo('/api/progress/journey/goal')).toHaveLength(0);

    prompt.mockReturnValueOnce(' 90 ');
    await userEvent.click(edit);
    await waitFor(() => expect(server.requestsTo('/api/progress/journey/goal')).toHaveLength(1));
    expect(server.requestsTo('/api/progress/journey/goal')[0]!.body).toEqual({ readingGoal: 90 });
    expect(await within(card('Journey Stats')).findByText('90 minutes', undefined, slow)).toBeTruthy();
    expect(prompt).toHaveBeenLastCalledWith('Weekly reading goal (minutes):', '0');
  });

  it('refreshes the sessions list every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    data = {
      summary: emptySummary,
      journey: emptyJourney,
      sessions: [],
      daily: { timeZone: 'UTC', days: [] },
    };
    renderProgress();
    await untilServed('/api/progress/sessions', 1);
    data.sessions = [session(5)];
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(server.requestsTo('/api/progress/sessions')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await untilServed('/api/progress/sessions', 2);
    await untilServed('/api/progress/sessions', 2, () => screen.queryByText('Psalms 5') !== null);
  });
});

/** Lets real I/O run (the fake timers only cover setTimeout/setInterval) until the server saw `count` calls. */
async function untilServed(path: string, count: number, also: () => boolean = () => true) {
  const deadline = performance.now() + 3000;
  while (!(server.requestsTo(path).length >= count && also())) {
    if (performance.now() > deadline)
      throw new Error(`${path} was requested ${server.requestsTo(path).length} times`);
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

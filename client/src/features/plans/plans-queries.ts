import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanAction, StartPlanRequest } from '@common/api/plans';
import type { PlanCalendar } from '@common/plans/plan-types';
import {
  changeMyPlan,
  completePlanDay,
  fetchMyPlans,
  fetchPlan,
  fetchPlans,
  leavePlan,
  myPlansQueryKey,
  planListQueryKey,
  planQueryKey,
  PLANS_QUERY_KEY,
  startPlan,
} from './plans-api';
import { readyForChannels } from './reminder-choices';
import { remindersQueryKey } from './reminders-api';

type StartOptions = { calendar?: PlanCalendar; reminder?: StartPlanRequest['reminder'] };

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function usePlans() {
  return useQuery({
    queryKey: planListQueryKey,
    queryFn: ({ signal }) => fetchPlans(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function usePlan(id: string) {
  return useQuery({ queryKey: planQueryKey(id), queryFn: ({ signal }) => fetchPlan(id, signal) });
}

/** A minute: a chapter read in the reader beside the Today card shows as done without a reload. */
const UNREAD_TODAY_REFRESH_MS = 60 * 1000;

export function useMyPlans() {
  return useQuery({
    queryKey: myPlansQueryKey,
    queryFn: ({ signal }) => fetchMyPlans(signal),
    refetchInterval: (query) =>
      query.state.data?.some((plan) => plan.today.some((day) => !plan.completedDays.includes(day.day)))
        ? UNREAD_TODAY_REFRESH_MS
        : false,
  });
}

/** Every change re-reads the plans, and the journey, where a day read counts. */
export function usePlanMutations(id: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
      client.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/progress'),
      }),
    ]);
  };
  return {
    start: useMutation({
      mutationFn: async ({ calendar, reminder }: StartOptions) => {
        // The browser is subscribed first, so a refused push permission leaves the plan unstarted.
        if (reminder) await readyForChannels(reminder.channels);
        return startPlan(id, {
          timeZone: browserTimeZone(),
          ...(calendar ? { calendar } : {}),
          ...(reminder ? { reminder } : {}),
        });
      },
      onSettled: async () => {
        await Promise.all([refresh(), client.invalidateQueries({ queryKey: remindersQueryKey })]);
      },
    }),
    complete: useMutation({ mutationFn: (day: number) => completePlanDay(id, day), onSettled: refresh }),
    change: useMutation({ mutationFn: (action: PlanAction) => changeMyPlan(id, action), onSettled: refresh }),
    leave: useMutation({ mutationFn: () => leavePlan(id), onSettled: refresh }),
  };
}

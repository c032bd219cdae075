import {
  myPlanSchema,
  myPlansResponseSchema,
  planDetailSchema,
  planListResponseSchema,
  type PlanAction,
  type StartPlanRequest,
} from '@common/api/plans';
import { apiRequest, apiRequestJson } from '@/lib/api-client';

const PLANS_PATH = '/api/plans';

/** The prefix of every plans key: after any change, the library, each plan and 'mine' are read again. */
export const PLANS_QUERY_KEY = [PLANS_PATH] as const;
export const planListQueryKey = [PLANS_PATH, 'list'] as const;
export const myPlansQueryKey = [PLANS_PATH, 'mine'] as const;
export const planQueryKey = (id: string) => [PLANS_PATH, 'plan', id] as const;

const planPath = (id: string) => `${PLANS_PATH}/${encodeURIComponent(id)}`;

export const fetchPlans = (signal?: AbortSignal) =>
  apiRequestJson(planListResponseSchema, 'GET', PLANS_PATH, undefined, { signal });

export const fetchMyPlans = (signal?: AbortSignal) =>
  apiRequestJson(myPlansResponseSchema, 'GET', `${PLANS_PATH}/mine`, undefined, { signal });

export const fetchPlan = (id: string, signal?: AbortSignal) =>
  apiRequestJson(planDetailSchema, 'GET', planPath(id), undefined, { signal });

export const startPlan = (id: string, body: StartPlanRequest) =>
  apiRequestJson(myPlanSchema, 'POST', `${planPath(id)}/start`, body);

export const completePlanDay = (id: string, day: number) =>
  apiRequestJson(myPlanSchema, 'POST', `${planPath(id)}/days/${day}/complete`, {});

export const changeMyPlan = (id: string, action: PlanAction) =>
  apiRequestJson(myPlanSchema, 'PATCH', `${planPath(id)}/mine`, { action });

export async function leavePlan(id: string): Promise<void> {
  await apiRequest('DELETE', `${planPath(id)}/mine`);
}

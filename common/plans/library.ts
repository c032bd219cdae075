import { calendarPlans } from './calendar-plans';
import { crossTraditionPlans } from './cross-tradition-plans';
import type { PlanDefinition } from './plan-types';
import { traditionPlans } from './tradition-plans';

/** Every plan the product offers, in the order the plans page lists them. */
export const planLibrary: readonly PlanDefinition[] = [
  ...traditionPlans,
  ...crossTraditionPlans,
  ...calendarPlans,
];

const byId = new Map(planLibrary.map((plan) => [plan.id, plan]));

export function findPlan(id: string): PlanDefinition | undefined {
  return byId.get(id);
}

import {
  accountDeletionResponseSchema,
  deletionCodeResponseSchema,
  type AccountDeletionRequest,
} from '@common/api/account-deletion';
import { retentionPeriodsSchema } from '@common/api/legal';
import { apiRequestJson } from '@/lib/api-client';

export const requestDeletionCode = () =>
  apiRequestJson(deletionCodeResponseSchema, 'POST', '/api/account/deletion-code');

export const deleteAccount = (proof: AccountDeletionRequest) =>
  apiRequestJson(accountDeletionResponseSchema, 'DELETE', '/api/account', proof);

/** The configured periods, for how long the moderation records kept after a deletion hold their content. */
export const fetchRetentionPeriods = (signal?: AbortSignal) =>
  apiRequestJson(retentionPeriodsSchema, 'GET', '/api/legal/retention', undefined, { signal });

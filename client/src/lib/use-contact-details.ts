import { useQuery } from '@tanstack/react-query';
import { contactDetailsSchema } from '@common/api/contact';
import { apiRequestJson } from './api-client';

export const CONTACT_DETAILS_KEY = ['/api/contact'] as const;

/** The operator's email, phone and location from the server's configuration (landing and legal pages). */
export function useContactDetails() {
  return useQuery({
    queryKey: CONTACT_DETAILS_KEY,
    queryFn: ({ signal }) =>
      apiRequestJson(contactDetailsSchema, 'GET', '/api/contact', undefined, { signal }),
  });
}

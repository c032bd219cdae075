import { contactResponseSchema, type ContactRequest } from '@common/api/contact';
import { apiRequestJson } from '@/lib/api-client';

export function sendContactMessage(values: ContactRequest) {
  return apiRequestJson(contactResponseSchema, 'POST', '/api/contact', values);
}

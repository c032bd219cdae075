import { useQuery } from '@tanstack/react-query';
import { fetchReminders, remindersQueryKey } from './reminders-api';

export function useReminders(enabled = true) {
  return useQuery({ queryKey: remindersQueryKey, queryFn: ({ signal }) => fetchReminders(signal), enabled });
}

import type { GuestMerge } from '../../lib/guest-merge';
import { movePlaces } from './store';

/* A guest's 'Continue reading' places move to the account at sign-up or sign-in. */
export async function mergeGuestReadingPlaces({ tx, guestId, userId }: GuestMerge): Promise<void> {
  await movePlaces(tx, guestId, userId);
}

import { PlanRemindersCard } from '@/features/plans/plan-reminders-card';
import { ProfilePage } from '@/features/profile/profile-page';

/** The profile with the reading-plan reminders, which belong to the plans feature. */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <PlanRemindersCard />
    </ProfilePage>
  );
}

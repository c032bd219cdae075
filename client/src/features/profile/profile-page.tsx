import { PlaceholderPage } from '@/components/placeholder-page';

export function ProfilePage() {
  return (
    <PlaceholderPage title="Your profile">
      Your account details and settings will appear here.
    </PlaceholderPage>
  );
}

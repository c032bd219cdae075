import { PlaceholderPage } from '@/components/placeholder-page';

export function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy">The full privacy policy is being written.</PlaceholderPage>;
}

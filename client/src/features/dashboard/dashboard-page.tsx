import { PlaceholderPage } from '@/components/placeholder-page';

export function DashboardPage() {
  return (
    <PlaceholderPage title="Dashboard">
      The scripture reader, the AI scholar and your journey will live here.
    </PlaceholderPage>
  );
}

import { PlaceholderPage } from '@/components/placeholder-page';

export function TermsPage() {
  return (
    <PlaceholderPage title="Terms of Service">The full terms of service are being written.</PlaceholderPage>
  );
}

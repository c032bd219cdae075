import { PlaceholderPage } from '@/components/placeholder-page';

export function AuthPage() {
  return (
    <PlaceholderPage title="Sign in or create an account" documentTitle="Sign in">
      Email and social sign-in are on their way; until then you can explore as a guest.
    </PlaceholderPage>
  );
}

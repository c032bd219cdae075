import { BarChart3, BookMarked, MessageCircle, PanelLeft, Search } from 'lucide-react';
import { Link } from 'wouter';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { Button } from '@/components/ui/button';
import { apiUrl } from '@/lib/api-client';
import { APP_NAME } from '@/lib/brand';
import { useAuth } from '@/lib/use-auth';
import { cn } from '@/lib/utils';
import { OfflineIndicator } from './offline-indicator';
import { ReadingSettingsMenu } from './reading-settings-menu';

export type DashboardHeaderProps = {
  navigationOpen: boolean;
  chatOpen: boolean;
  view: 'reader' | 'progress' | 'search';
  fontSize: number;
  onFontSizeChange: (size: number) => void;
  onToggleNavigation: () => void;
  onToggleChat: () => void;
  onToggleProgress: () => void;
  onToggleSearch: () => void;
};

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

function AccountLink() {
  const { isAuthenticated, user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!isAuthenticated || !user) {
    // A full-page navigation: the server redirects on to the provider.
    return (
      <Button asChild variant="outline" size="sm" className="px-2 sm:px-3">
        {/* A phone has room for 'Sign in' beside the Google mark, never a dangling 'Sign in with'. */}
        <a href={apiUrl('/api/auth/google')} aria-label="Sign in with Google">
          <GoogleMark />
          <span className="sm:hidden">Sign in</span>
          <span className="hidden sm:inline">Sign in with Google</span>
        </a>
      </Button>
    );
  }
  const firstName = user.firstName?.trim() || user.username || 'Profile';
  return (
    <Link
      href="/profile"
      className="flex items-center gap-2 rounded-md px-1 py-1 text-sm font-medium hover:bg-accent"
    >
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-8 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="hidden sm:inline">{firstName}</span>
      <span className="sr-only sm:hidden">{firstName}: your profile</span>
    </Link>
  );
}

/** The dashboard header: panel toggles, logo, Progress, and the account (or 'Sign in with' Google). */
export function DashboardHeader(props: DashboardHeaderProps) {
  const { navigationOpen, chatOpen, view } = props;
  return (
    <header className="flex h-14 shrink-0 items-center gap-0.5 border-b bg-card px-1.5 sm:gap-2 sm:px-3">
      <Button
        variant="ghost"
        size="icon"
        className="size-9 sm:size-10"
        aria-label={navigationOpen ? 'Hide navigation panel' : 'Show navigation panel'}
        aria-expanded={navigationOpen}
        aria-controls="dashboard-navigation"
        onClick={props.onToggleNavigation}
      >
        <PanelLeft aria-hidden="true" />
      </Button>
      <Link
        href="/"
        className="flex min-w-0 items-center gap-2 rounded-md px-1 font-serif text-lg font-semibold"
      >
        <SacredCircleLogo className="size-7 shrink-0 sm:size-8" />
        <span className="hidden truncate md:inline">{APP_NAME}</span>
        <span className="sr-only md:hidden">{APP_NAME} home</span>
      </Link>
      <div className="ms-auto flex items-center gap-0.5 sm:gap-2">
        <OfflineIndicator />
        <Button
          variant={view === 'search' ? 'secondary' : 'ghost'}
          size="icon"
          className="size-9 sm:size-10"
          aria-label="Wisdom Search"
          aria-pressed={view === 'search'}
          onClick={props.onToggleSearch}
        >
          <Search aria-hidden="true" />
        </Button>
        <Button asChild variant="ghost" size="icon" className="size-9 sm:size-10">
          <Link href="/study" aria-label="My Study" title="My Study">
            <BookMarked aria-hidden="true" />
          </Link>
        </Button>
        <Button
          variant={view === 'progress' ? 'secondary' : 'ghost'}
          size="sm"
          className="px-2 sm:px-3"
          aria-pressed={view === 'progress'}
          onClick={props.onToggleProgress}
        >
          <BarChart3 aria-hidden="true" />
          <span className="hidden sm:inline">Progress</span>
          <span className="sr-only sm:hidden">Progress</span>
        </Button>
        <ReadingSettingsMenu fontSize={props.fontSize} onFontSizeChange={props.onFontSizeChange} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={chatOpen ? 'Hide chat panel' : 'Show chat panel'}
          aria-expanded={chatOpen}
          aria-controls="dashboard-chat"
          onClick={props.onToggleChat}
          className={cn('size-9 sm:size-10', chatOpen && 'bg-accent text-accent-foreground')}
        >
          <MessageCircle aria-hidden="true" />
        </Button>
        <AccountLink />
      </div>
    </header>
  );
}

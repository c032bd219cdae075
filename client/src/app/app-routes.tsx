import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { NotFoundPage } from './not-found-page';
import { RequireAccount } from './require-account';
import { RouteAnnouncer } from './route-announcer';

/** Each page is its own chunk, so the landing page does not carry the dashboard's code. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const loadLandingPage = () => import('@/features/landing/landing-page');
// Opened at `/`, the landing page starts loading with the app instead of after the auth call that AuthGate
// waits for: it has to be drawn behind the splash before the splash hands over. A failure here is only a lost
// head start; the route loads it again and reports the error.
if (globalThis.location?.pathname === '/') loadLandingPage().catch(() => undefined);
const LandingPage = lazyPage(loadLandingPage, 'LandingPage');
const AuthPage = lazyPage(() => import('@/features/auth/auth-page'), 'AuthPage');
const DashboardRoute = lazyPage(() => import('./dashboard-route'), 'DashboardRoute');
const ProfileRoute = lazyPage(() => import('./profile-route'), 'ProfileRoute');
const PrivacyPage = lazyPage(() => import('@/features/legal/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('@/features/legal/terms-page'), 'TermsPage');
const ModerationPage = lazyPage(() => import('@/features/moderation/moderation-page'), 'ModerationPage');
const MyStudyPage = lazyPage(() => import('@/features/study/my-study-page'), 'MyStudyPage');
const PlansPage = lazyPage(() => import('@/features/plans/plans-page'), 'PlansPage');
const PlanDetailPage = lazyPage(() => import('@/features/plans/plan-detail-page'), 'PlanDetailPage');
const CirclesPage = lazyPage(() => import('@/features/circles/circles-page'), 'CirclesPage');
const CirclePage = lazyPage(() => import('@/features/circles/circle-page'), 'CirclePage');
const InvitationPage = lazyPage(() => import('@/features/circles/invitation-page'), 'InvitationPage');

export function AppRoutes() {
  return (
    <>
      <RouteAnnouncer />
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/dashboard" component={DashboardRoute} />
          <Route path="/profile">
            <RequireAccount>
              <ProfileRoute />
            </RequireAccount>
          </Route>
          <Route path="/moderation">
            <RequireAccount>
              <ModerationPage />
            </RequireAccount>
          </Route>
          <Route path="/study" component={MyStudyPage} />
          <Route path="/plans" component={PlansPage} />
          <Route path="/plans/:id" component={PlanDetailPage} />
          <Route path="/circles" component={CirclesPage} />
          <Route path="/circles/join/:token" component={InvitationPage} />
          <Route path="/circles/:id" component={CirclePage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}

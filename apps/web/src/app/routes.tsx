import { Outlet, type RouteObject } from 'react-router';
import { GamePage } from '../game/game-page.tsx';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { ErrorPage, NotFoundPage } from '../pages/error/error-page.tsx';
import { EventPage } from '../pages/event/event-page.tsx';
import { ForgotPasswordPage } from '../pages/forgot-password/forgot-password-page.tsx';
import { LandingPage } from '../pages/landing/landing-page.tsx';
import { LoginPage } from '../pages/login/login-page.tsx';
import { MajorSystemPage } from '../pages/major-system/major-system-page.tsx';
import { WatchPlaceholder } from '../pages/not-built/game-placeholder.tsx';
import { NotBuiltPage } from '../pages/not-built/not-built-page.tsx';
import { PalacePlaceholder } from '../pages/not-built/routes.tsx';
import { PolicyPage } from '../pages/policy/policy-page.tsx';
import { SignupPage } from '../pages/signup/signup-page.tsx';
import { TrainPage } from '../pages/train/train-page.tsx';
import { AppShell } from './app-shell.tsx';
import { RequireUser, VisitorOnly, WebOnly } from './guards.tsx';

/** Screens inside the /app shell that later issues build (spec §2 route table). */
const LATER: { path: string; title: string }[] = [
  { path: 'dashboard/lives', title: 'Lives' },
  { path: 'profile', title: 'Profile' },
  { path: 'versus', title: 'Versus' },
  { path: 'palaces', title: 'Palaces' },
  { path: 'leaderboard', title: 'Leaderboard' },
  { path: 'settings', title: 'Settings' },
  { path: 'membership', title: 'Membership' },
];

/** The route table of spec §2, as react-router data routes. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <ErrorPage />,
    children: [
      {
        index: true,
        element: (
          <WebOnly>
            <VisitorOnly>
              <LandingPage />
            </VisitorOnly>
          </WebOnly>
        ),
      },
      { path: 'policy/:name', element: <PolicyPage /> },
      {
        element: <VisitorOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'forgotPassword', element: <ForgotPasswordPage /> },
        ],
      },
      { path: 'resources/majorsystem', element: <MajorSystemPage /> },
      {
        path: 'resources/content',
        lazy: async () => ({
          Component: (await import('../pages/content-gallery/content-gallery-page.tsx')).ContentGalleryPage,
        }),
      },
      {
        path: 'app',
        element: <RequireUser />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'dashboard', element: <DashboardPage /> },
              ...LATER.map(({ path, title }) => ({ path, element: <NotBuiltPage title={title} /> })),
              { path: 'palace/:id', element: <PalacePlaceholder /> },
              { path: 'train', element: <TrainPage /> },
              { path: 'event/:event/:type', element: <EventPage /> },
            ],
          },
          // The game and the live viewer take the whole screen, outside the shell.
          { path: 'event/:event/:type/start', element: <GamePage /> },
          { path: 'event/watch/:bmeventId', element: <WatchPlaceholder /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { loadViewsForParam } from '../events/registry.ts';
import { ErrorPage, NotFoundPage } from '../pages/error/error-page.tsx';
import { LandingPage } from '../pages/landing/landing-page.tsx';
import { LandingGate, WebOnly } from './public-guards.tsx';

/** A route's `lazy`: downloads the module on the first visit and renders the picked component. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const dashboard = page(
  () => import('../pages/dashboard/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);

/**
 * The app's route table, as react-router data routes. Only the landing page ships in the entry
 * bundle (it must paint at once); every other screen is downloaded when first visited, and the
 * query layer (TanStack Query) arrives with the first screen that fetches through it.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <ErrorPage />,
    // While a first visit's screen downloads: a blank page (the /app guard renders nothing either).
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        element: (
          <WebOnly>
            <LandingGate>
              <LandingPage />
            </LandingGate>
          </WebOnly>
        ),
      },
      {
        path: 'policy/:name',
        lazy: page(
          () => import('../pages/policy/policy-page.tsx'),
          (m) => m.PolicyPage,
        ),
      },
      {
        path: 'resources/majorsystem',
        lazy: page(
          () => import('../pages/major-system/major-system-page.tsx'),
          (m) => m.MajorSystemPage,
        ),
      },
      // Every screen that fetches through TanStack Query sits under this provider.
      {
        lazy: page(
          () => import('./query-root.tsx'),
          (m) => m.QueryRoot,
        ),
        children: [
          {
            path: 'resources/content',
            lazy: page(
              () => import('../pages/content-gallery/content-gallery-page.tsx'),
              (m) => m.ContentGalleryPage,
            ),
          },
          {
            lazy: page(
              () => import('./guards.tsx'),
              (m) => m.VisitorOnly,
            ),
            children: [
              {
                path: 'login',
                lazy: page(
                  () => import('../pages/login/login-page.tsx'),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: 'signup',
                lazy: page(
                  () => import('../pages/signup/signup-page.tsx'),
                  (m) => m.SignupPage,
                ),
              },
              {
                path: 'forgotPassword',
                lazy: page(
                  () => import('../pages/forgot-password/forgot-password-page.tsx'),
                  (m) => m.ForgotPasswordPage,
                ),
              },
            ],
          },
          {
            path: 'app',
            lazy: page(
              () => import('./guards.tsx'),
              (m) => m.RequireUser,
            ),
            children: appRoutes(),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function appRoutes(): RouteObject[] {
  return [
    {
      lazy: page(
        () => import('./app-shell.tsx'),
        (m) => m.AppShell,
      ),
      children: [
        { index: true, lazy: dashboard },
        { path: 'dashboard', lazy: dashboard },
        {
          path: 'dashboard/lives',
          lazy: page(
            () => import('../pages/lives/lives-page.tsx'),
            (m) => m.LivesPage,
          ),
        },
        {
          path: 'membership',
          lazy: page(
            () => import('../pages/membership/membership-page.tsx'),
            (m) => m.MembershipPage,
          ),
        },
        {
          path: 'membership/success',
          lazy: page(
            () => import('../pages/membership/membership-return.tsx'),
            (m) => m.MembershipSuccessPage,
          ),
        },
        {
          path: 'membership/cancelled',
          lazy: page(
            () => import('../pages/membership/membership-return.tsx'),
            (m) => m.MembershipCancelledPage,
          ),
        },
        {
          path: 'profile',
          lazy: page(
            () => import('../pages/profile/profile-page.tsx'),
            (m) => m.ProfilePage,
          ),
        },
        {
          path: 'chart',
          lazy: page(
            () => import('../pages/chart/chart-page.tsx'),
            (m) => m.ChartPage,
          ),
        },
        {
          path: 'history',
          lazy: page(
            () => import('../pages/history/history-page.tsx'),
            (m) => m.HistoryPage,
          ),
        },
        {
          path: 'history/:id',
          lazy: page(
            () => import('../pages/history/replay-page.tsx'),
            (m) => m.ReplayPage,
          ),
        },
        {
          path: 'systems',
          lazy: page(
            () => import('../pages/systems/systems-page.tsx'),
            (m) => m.SystemsPage,
          ),
        },
        {
          path: 'systems/:kind',
          lazy: page(
            () => import('../pages/systems/deck-page.tsx'),
            (m) => m.DeckPage,
          ),
        },
        {
          path: 'systems/:kind/drill',
          lazy: page(
            () => import('../pages/systems/drill-page.tsx'),
            (m) => m.DrillPage,
          ),
        },
        {
          path: 'graphs',
          lazy: page(
            () => import('../pages/graphs/graphs-page.tsx'),
            (m) => m.GraphsPage,
          ),
        },
        {
          path: 'leaderboard',
          lazy: page(
            () => import('../pages/leaderboard/leaderboard-page.tsx'),
            (m) => m.LeaderboardPage,
          ),
        },
        {
          path: 'settings',
          lazy: page(
            () => import('../pages/settings/settings-page.tsx'),
            (m) => m.SettingsPage,
          ),
        },
        {
          path: 'admin/chat',
          lazy: page(
            () => import('../pages/admin-chat/admin-chat-page.tsx'),
            (m) => m.AdminChatPage,
          ),
        },
        {
          path: 'palaces',
          lazy: page(
            () => import('../pages/palaces/palaces-page.tsx'),
            (m) => m.PalacesPage,
          ),
        },
        {
          path: 'palaces/mine',
          lazy: page(
            () => import('../pages/palaces/my-palaces-page.tsx'),
            (m) => m.MyPalacesPage,
          ),
        },
        {
          path: 'palaces/mine/:id',
          lazy: page(
            () => import('../pages/palaces/my-palace-page.tsx'),
            (m) => m.MyPalacePage,
          ),
        },
        {
          path: 'palaces/mine/:id/walk',
          lazy: page(
            () => import('../pages/palaces/walk-page.tsx'),
            (m) => m.WalkPage,
          ),
        },
        {
          path: 'palace/:id',
          lazy: page(
            () => import('../pages/palaces/palace-page.tsx'),
            (m) => m.PalacePage,
          ),
        },
        {
          path: 'versus',
          lazy: page(
            () => import('../pages/versus/versus-page.tsx'),
            (m) => m.VersusPage,
          ),
        },
        {
          path: 'tournaments',
          lazy: page(
            () => import('../pages/tournaments/tournaments-page.tsx'),
            (m) => m.TournamentsPage,
          ),
        },
        {
          path: 'tournaments/:id',
          lazy: page(
            () => import('../pages/tournaments/arena-page.tsx'),
            (m) => m.ArenaPage,
          ),
        },
        {
          path: 'versus/history',
          lazy: page(
            () => import('../pages/versus/history-page.tsx'),
            (m) => m.VersusHistoryPage,
          ),
        },
        {
          path: 'seasons',
          lazy: page(
            () => import('../pages/seasons/seasons-page.tsx'),
            (m) => m.SeasonsPage,
          ),
        },
        {
          path: 'versus/history/:matchId',
          lazy: page(
            () => import('../pages/versus/review-page.tsx'),
            (m) => m.VersusReviewPage,
          ),
        },
        {
          path: 'u/:userName',
          lazy: page(
            () => import('../pages/user/user-page.tsx'),
            (m) => m.UserPage,
          ),
        },
        {
          path: 'challenge/:challengeId',
          lazy: page(
            () => import('../pages/user/challenge-page.tsx'),
            (m) => m.ChallengePage,
          ),
        },
        {
          path: 'formats',
          lazy: page(
            () => import('../pages/formats/formats-page.tsx'),
            (m) => m.FormatsPage,
          ),
        },
        {
          path: 'formats/:id',
          lazy: page(
            () => import('../pages/formats/format-board-page.tsx'),
            (m) => m.FormatBoardPage,
          ),
        },
        {
          path: 'train',
          lazy: page(
            () => import('../pages/train/train-page.tsx'),
            (m) => m.TrainPage,
          ),
        },
        {
          path: 'event/:event/:type',
          lazy: page(
            () => import('../pages/event/event-page.tsx'),
            (m) => m.EventPage,
          ),
        },
      ],
    },
    // The game and the live viewer take the whole screen, outside the shell. The game's loader
    // downloads only the played event's views, in parallel with the game screen itself.
    {
      path: 'event/:event/:type/start',
      loader: ({ params }) => loadViewsForParam(params.event),
      lazy: page(
        () => import('../game/game-page.tsx'),
        (m) => m.GamePage,
      ),
    },
    {
      path: 'event/watch/:bmeventId',
      lazy: page(
        () => import('../game/watch-page.tsx'),
        (m) => m.WatchPage,
      ),
    },
  ];
}

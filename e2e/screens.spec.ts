import { expect, type Page, test } from '@playwright/test';
import { hasHorizontalOverflow, newAthlete } from './helpers.ts';

/**
 * Every screen of this release at a desktop and a phone width: it renders its heading, nothing
 * sticks out sideways, and a full-page screenshot lands in screenshots/ for review.
 */
const VIEWPORTS = [
  { tag: 'desktop', width: 1280, height: 800 },
  { tag: 'phone', width: 375, height: 740 },
];

const VISITOR_SCREENS: [name: string, path: string, heading: RegExp][] = [
  ['landing', '/', /Customize your memory training/],
  ['policy-community', '/policy/community', /Community Guidelines/],
  ['policy-privacy', '/policy/privacy', /Privacy Policy/],
  ['policy-fairplay', '/policy/fairplay', /Fair-Play Policy/],
  ['policy-terms', '/policy/terms', /Terms of Service/],
  ['login', '/login', /Welcome back/],
  ['signup', '/signup', /Create your account/],
  ['forgot-password', '/forgotPassword', /Reset your password/],
  ['major-system', '/resources/majorsystem', /Major System/],
  ['not-found', '/no-such-page', /Page not found/],
];

const MEMBER_SCREENS: [name: string, path: string, heading: RegExp][] = [
  ['dashboard', '/app/dashboard', /, e2e/],
  ['lives', '/app/dashboard/lives', /Lives/],
  ['profile', '/app/profile', /^@e2e/],
  ['chart', '/app/chart', /Progress/],
  ['graphs', '/app/graphs', /Graphs/],
  ['train', '/app/train', /Train/],
  ['versus', '/app/versus', /Versus/],
  ['palaces', '/app/palaces', /Palaces/],
  ['palace', '/app/palace/morning-walk', /Morning Walk/],
  ['leaderboard', '/app/leaderboard', /Leaderboard/],
  ['settings', '/app/settings', /Settings/],
  ['membership', '/app/membership', /Membership/],
  ['event', '/app/event/cards/standard', /Cards/],
  // A watch address with no live session behind it lands on the Lives page.
  ['watch', '/app/event/watch/abc', /Lives/],
];

async function check(page: Page, name: string, tag: string, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  expect(await hasHorizontalOverflow(page), `${name} overflows at ${tag} width`).toBe(false);
  await page.screenshot({ path: `screenshots/${name}-${tag}.png`, fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.tag} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('visitor screens render and fit', async ({ page }) => {
      for (const [name, path, heading] of VISITOR_SCREENS) {
        await page.goto(path);
        await check(page, name, viewport.tag, heading);
      }
    });

    test('signed-in screens render inside the app and fit', async ({ page }) => {
      const athlete = newAthlete('e2e');
      const res = await page.request.post('/api/signup', {
        data: { ...athlete, confirmPassword: athlete.password },
      });
      expect(res.status()).toBe(201);
      for (const [name, path, heading] of MEMBER_SCREENS) {
        await page.goto(path);
        await check(page, name, viewport.tag, heading);
      }
    });
  });
}

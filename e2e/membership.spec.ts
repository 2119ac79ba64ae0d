import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { finishRecall, goToRecall, signUp, startAndReachMemorize } from './training-helpers.ts';

/**
 * Premium on the built-in payment provider (no Stripe keys): a free athlete uses up the day's
 * standard trials, follows the upgrade link, subscribes on the test checkout, comes back premium,
 * plays on, opens a premium palace and builds a playlist, and cancels in Manage to be free again
 * (premium palaces locked again, by the server too). The operator's CLI grants and revokes too.
 */

/** One standard binary session played through the screens: start, skip memorizing, recall, done. */
async function playStandard(page: Page) {
  await startAndReachMemorize(page, '/app/event/binary/standard/start');
  await goToRecall(page);
  await finishRecall(page);
}

test('a free athlete out of trials subscribes, plays a sixth session, builds a playlist of a premium palace, and cancels back to free', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'pay');
  for (let i = 0; i < 5; i++) await playStandard(page);

  await test.step('out of trials: the Standard tab refuses and links to the membership page', async () => {
    await page.goto('/app/event/binary/standard');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Free Trial 0/5')).toBeVisible();
    await expect(panel.getByRole('button', { name: /Start Binary/ })).toBeDisabled();
    // The server refuses a sixth session too, whatever the page shows.
    expect((await page.request.get('/api/bmevent/init/binary/standard?discard=true')).status()).toBe(403);
    await panel.getByRole('link', { name: 'go Premium' }).click();
    await expect(page).toHaveURL(/\/app\/membership$/);
  });

  await test.step('the membership page offers Free and each plan', async () => {
    await expect(page.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible();
    const free = page.getByRole('region', { name: 'Free plan' });
    await expect(free.getByText('5 trials per day')).toBeVisible();
    await expect(free.getByText('Custom Training')).toBeVisible();
    await expect(free.getByText('Online Competing')).toBeVisible();
    const yearly = page.getByRole('region', { name: 'Yearly plan' });
    await expect(yearly.getByText('(33% off)')).toBeVisible();
    // Tournaments (arenas and seasons) are joined by premium members only, so they are a perk.
    for (const perk of ['Unlimited Trials', 'Custom Training', 'Online Competing', 'Tournaments'])
      await expect(yearly.getByText(perk)).toBeVisible();
    await expect(free.getByText('Tournaments')).toHaveCount(0);
    await expect(page.getByTestId('header-premium')).toHaveCount(0);
  });

  await test.step('leaving the test checkout says so and changes nothing', async () => {
    await page
      .getByRole('region', { name: 'Monthly plan' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await expect(page.getByText('TEST MODE — no real payment is taken')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/app\/membership\/cancelled$/);
    await expect(page.getByText('Nothing was charged and your membership is unchanged.')).toBeVisible();
    await page.getByRole('link', { name: 'See the plans again' }).click();
  });

  await test.step('paying on the test checkout makes the athlete premium at once', async () => {
    await page
      .getByRole('region', { name: 'Monthly plan' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await expect(page.getByRole('heading', { name: 'Subscribe to Monthly' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page).toHaveURL(/\/app\/membership\/success$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
    await expect(page.getByText('Plan: Monthly')).toBeVisible();
    await expect(page.getByTestId('header-premium')).toHaveText('Premium');
    await page.getByRole('link', { name: 'Back to Membership' }).click();
    await expect(page.getByTestId('membership-plan')).toHaveText('Plan: Monthly');
    await expect(page.getByRole('button', { name: 'Manage' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  });

  await test.step('premium plays a sixth standard session', async () => {
    await page.goto('/app/event/binary/standard');
    await expect(page.getByRole('tabpanel').getByText('Unlimited trials (Premium)')).toBeVisible();
    await playStandard(page);
  });

  await test.step('premium opens a premium palace and builds a playlist', async () => {
    await page.goto('/app/palace/castle-tour');
    await expect(page.getByRole('heading', { name: 'Castle Tour' })).toBeVisible();
    expect((await page.request.get('/api/palace/castle-tour')).status()).toBe(200);
    await page.getByRole('button', { name: 'Playlists' }).click();
    const dialog = page.getByRole('dialog', { name: 'Playlists' });
    await dialog.getByLabel('New playlist').fill('Before work');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const box = dialog.getByRole('checkbox', { name: /Before work/ });
    await expect(box).not.toBeChecked();
    // The box ticks once the server has the palace in the playlist.
    await box.click();
    await expect(box).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('cancelling in Manage ends premium: back to free and out of trials', async () => {
    await page.goto('/app/membership');
    await page.getByRole('button', { name: 'Manage' }).click();
    await expect(page.getByText('TEST MODE — no real payment is taken')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page).toHaveURL(/\/app\/membership$/);
    await expect(page.getByRole('region', { name: 'Free plan' })).toBeVisible();
    await expect(page.getByTestId('header-premium')).toHaveCount(0);
    await page.goto('/app/event/binary/standard');
    await expect(page.getByRole('tabpanel').getByText('Free Trial 0/5')).toBeVisible();
    expect((await page.request.get('/api/bmevent/init/binary/standard?discard=true')).status()).toBe(403);
  });

  await test.step('back to free, premium palaces are locked again, by the server too', async () => {
    await page.goto('/app/palace/castle-tour');
    await expect(page.getByText('This palace is for premium members')).toBeVisible();
    expect((await page.request.get('/api/palace/castle-tour')).status()).toBe(403);
    expect((await page.request.get('/api/palace/castle-tour/video')).status()).toBe(403);
    expect((await page.request.get('/api/palace/playlist/all')).status()).toBe(403);
  });
});

test('the operator grants and revokes premium with the admin CLI; the header follows', async ({
  page,
  baseURL,
}) => {
  const athlete = await signUp(page, 'paycli');
  const cli = (...args: string[]) =>
    execFileSync('node', ['--import', 'tsx', 'scripts/admin/premium.ts', ...args], {
      env: { ...process.env, MNEMORIA_URL: baseURL, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    });
  await page.goto('/app/membership');
  await expect(page.getByRole('region', { name: 'Free plan' })).toBeVisible();
  expect(cli('grant', athlete.userName, 'premium-yearly')).toContain('"premium":true');
  await page.reload();
  await expect(page.getByTestId('header-premium')).toHaveText('Premium');
  await expect(page.getByTestId('membership-plan')).toHaveText('Plan: Yearly');
  expect(cli('revoke', athlete.userName)).toContain('"premium":false');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Free plan' })).toBeVisible();
  await expect(page.getByTestId('header-premium')).toHaveCount(0);
});

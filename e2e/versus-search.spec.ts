import { expect, test } from '@playwright/test';
import { newPlayer, search } from './versus-helpers.ts';

/**
 * A running search follows the athlete around the app: the Versus link glows and the header offers
 * a pulsing way back, on every other page, until the search is cancelled.
 */
test('a running search glows in the nav and shows a header shortcut back to Versus', async ({ browser }) => {
  const ada = await newPlayer(browser, 'vsearch');
  const page = ada.page;
  const versusLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Versus' });
  await page.goto('/app/dashboard');
  await expect(versusLink).not.toHaveClass(/is-glowing/);
  await search(page);
  await expect(page.getByText('Searching for a match (1 vs 1)')).toBeVisible();
  await expect(versusLink).toHaveClass(/is-glowing/);
  // On Versus itself the page shows the search; the shortcut is for the other pages.
  await expect(page.getByTestId('versus-shortcut')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Train' }).click();
  await expect(page).toHaveURL(/\/app\/train$/);
  await expect(page.getByTestId('versus-shortcut')).toBeVisible();
  await expect(versusLink).toHaveClass(/is-glowing/);
  await page.screenshot({ path: 'screenshots/versus-search-shortcut-desktop.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByTestId('versus-shortcut')).toBeVisible();
  // Let the side navigation finish sliding into its phone drawer before the picture.
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'screenshots/versus-search-shortcut-phone.png' });
  await page.setViewportSize({ width: 1366, height: 850 });

  await page.getByTestId('versus-shortcut').click();
  await expect(page).toHaveURL(/\/app\/versus$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(versusLink).not.toHaveClass(/is-glowing/);
  await ada.close();
});

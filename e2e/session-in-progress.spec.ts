import { expect, test } from '@playwright/test';
import { signUp, startAndReachMemorize, waitForStage } from './training-helpers.ts';

/**
 * Starting a session while another one has started never ends the old one silently: the athlete
 * is asked to resume it or to discard it, and each choice does what it says.
 */
test('a started session is resumed or discarded by choice, never silently replaced', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'inprogress');
  await startAndReachMemorize(page, '/app/event/decimal/practice/start?amount=200&memorize=300&recall=300');

  // A fresh tab knows nothing of the running session; its start meets it on the server.
  const other = await page.context().newPage();
  await other.goto('/app/event/binary/practice/start?amount=30&memorize=60&recall=60');
  await expect(other.getByRole('heading', { name: 'You have a session in progress' })).toBeVisible();
  await expect(other.getByText('Your Decimal practice session is memorizing.')).toBeVisible();

  // Resume takes the athlete back into the same decimal session, still memorizing.
  await other.getByRole('button', { name: 'Resume' }).click();
  await expect(other).toHaveURL(/\/app\/event\/decimal\/practice\/start/);
  await waitForStage(other, 'mem');
  await expect(other.locator('[data-testid="game-stage"]')).toHaveAttribute('data-stage', 'mem');

  // Discard ends it and starts what was asked for: a binary session of 30 digits.
  await other.goto('/app/event/binary/practice/start?amount=30&memorize=60&recall=60');
  await other.getByRole('button', { name: 'Discard and start new' }).click();
  await waitForStage(other, 'cdm');
  await expect(other).toHaveURL(/\/app\/event\/binary\/practice\/start\?amount=30/);

  // Back in the first tab: it was told its session ended and has gone back to the event page.
  await page.bringToFront();
  await expect(page).toHaveURL(/\/app\/event\/decimal\/practice$/);
});

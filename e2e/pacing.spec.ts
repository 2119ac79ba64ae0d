import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUp, startAndReachMemorize } from './training-helpers.ts';

/**
 * Pacing: the metronome is switched on with the keyboard in an event's settings, survives a
 * reload, and beats once a second in memorize (interval 1 s) while the athlete moves on their own.
 */
test('the metronome is set per event with the keyboard and beats in memorize', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'pace');
  await page.goto('/app/event/decimal/settings');
  const beat = page.getByLabel('Metronome: a click and a flash every interval');
  await beat.focus();
  await page.keyboard.press('Space');
  await expect(beat).toBeChecked();
  const interval = page.getByLabel('Interval (seconds)');
  await interval.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1');
  await page.getByRole('button', { name: 'Save settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Metronome: a click and a flash every interval')).toBeChecked();
  await expect(page.getByLabel('Move to the next item automatically')).not.toBeChecked();

  await startAndReachMemorize(page, '/app/event/decimal/practice/start?amount=160&memorize=60&recall=60');
  const metronome = page.getByTestId('metronome');
  await expect(metronome).toHaveAttribute('data-beats', /^[3-9]$/, { timeout: 8_000 });
  // The beat alone does not move the athlete on.
  await expect(page.getByRole('region', { name: 'Block 1' })).toHaveAttribute('aria-current', 'true');
  mkdirSync('/tmp/shots/analytics', { recursive: true });
  for (const size of [
    { width: 1366, height: 850 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/shots/analytics/metronome-${size.width}.png` });
  }

  // Another event keeps its own pacing: no metronome there.
  await page.goto('/app/event/words/settings');
  await expect(page.getByLabel('Metronome: a click and a flash every interval')).not.toBeChecked();
});

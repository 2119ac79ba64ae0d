import { expect, test } from '@playwright/test';
import { choiceHeading, newPlayer, shot, waitForVersusStage } from './versus-helpers.ts';

/**
 * A direct challenge in two browser contexts: Ada opens Bob's public profile and challenges him to
 * an unrated Decimal match; Bob, elsewhere in the app, sees it arrive and accepts; both land in the
 * match (the event already agreed) and play it. SHOTS_DIR set: the screens are saved.
 */
test('challenge a named user from their profile: accepted, both reach the match', async ({ browser }) => {
  test.setTimeout(2 * 60_000);
  const ada = await newPlayer(browser, 'chala');
  const bob = await newPlayer(browser, 'chalb');
  const a = ada.page;
  const b = bob.page;
  await b.goto('/app/dashboard');

  await a.goto(`/app/u/${bob.userName}`);
  await expect(a.getByRole('heading', { name: `@${bob.userName}` })).toBeVisible();
  await expect(a.getByText('No finished match yet.')).toBeVisible();
  await shot(a, 'user-profile');

  await a.getByRole('button', { name: 'Challenge' }).click();
  const dialog = a.getByRole('dialog', { name: `Challenge ${bob.userName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Event').selectOption('decimal');
  // Keyboard: the rating choice is a radio group.
  await dialog.getByRole('radio', { name: /Unrated/ }).check();
  await shot(a, 'challenge-dialog');
  await dialog.getByRole('button', { name: 'Send challenge' }).click();

  await expect(a.getByRole('heading', { name: `You challenged ${bob.userName}` })).toBeVisible();
  await expect(a.getByTestId('challenge-status')).toContainText(`Waiting for ${bob.userName} to answer…`);
  await expect(a.getByLabel(`Send ${bob.userName} this link:`)).toHaveValue(/\/app\/challenge\//);
  await shot(a, 'challenge-waiting');

  // Bob is told live, wherever he is in the app.
  const card = b.getByTestId('incoming-challenge');
  await expect(card).toContainText(`${ada.userName} challenges you`);
  await expect(card).toContainText('Decimal · unrated');
  await shot(b, 'incoming-challenge');
  await card.getByRole('button', { name: 'Accept' }).click();

  // Both are in the match, the event agreed: only Ready is left.
  for (const page of [a, b]) {
    await expect(page).toHaveURL(/\/app\/versus$/, { timeout: 15_000 });
    await expect(choiceHeading(page)).toBeVisible();
  }
  await expect(a.getByText(bob.userName).first()).toBeVisible();
  await expect(b.getByText(ada.userName).first()).toBeVisible();
  await expect(b.getByTestId('settled-event')).toHaveText(
    'You both picked Decimal. Unrated match: no rating changes.',
  );
  await shot(b, 'challenge-match-choice');
  await a.getByRole('button', { name: 'Ready' }).click();
  await b.getByRole('button', { name: 'Ready' }).click();
  await waitForVersusStage(a, 'mem', 30_000);
  await waitForVersusStage(b, 'mem', 5_000);

  await ada.close();
  await bob.close();
});

import { expect, test } from '@playwright/test';
import { logIn, logOut, newAthlete, readResetCode } from './helpers.ts';

test('a new athlete signs up, logs out and in, and resets a forgotten password', async ({ page }) => {
  const athlete = newAthlete('journey');
  const newPassword = 'Another-Strong-Pass-9';

  await test.step('sign up and land on the dashboard', async () => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill(athlete.userName);
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByLabel('Password', { exact: true }).fill(athlete.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(athlete.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(athlete.userName);
  });

  await test.step('log out: back on the landing page, /app is closed', async () => {
    await logOut(page);
    await page.goto('/app/train');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Now' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('log in; the login page now leads to the dashboard', async () => {
    await logIn(page, athlete.email, athlete.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await logOut(page);
  });

  let usedCode = '';
  await test.step('reset the password with an emailed code', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    const requestedAt = Date.now() - 1000;
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Reset code email sent')).toBeVisible();

    usedCode = await readResetCode(requestedAt);
    await page.getByLabel('Reset code').fill(usedCode);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Reset code verified')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('New password saved')).toBeVisible();
  });

  await test.step('the new password works', async () => {
    await logIn(page, athlete.email, newPassword);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await logOut(page);
  });

  await test.step('the old password is refused with a visible error', async () => {
    await logIn(page, athlete.email, athlete.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the used code no longer verifies', async () => {
    await page.goto('/forgotPassword');
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Reset code email sent')).toBeVisible();
    await page.getByLabel('Reset code').fill(usedCode);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Reset code invalid')).toBeVisible();
    await expect(page.getByLabel('Reset code')).toBeVisible();
  });
});

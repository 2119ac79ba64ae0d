import { type APIRequestContext, expect, request as playwright, test } from '@playwright/test';
import { newAthlete } from './helpers.ts';
import { signUp } from './training-helpers.ts';

/**
 * The Lives page on a busy server: the newest sessions first, twenty a page, and a search by name
 * that finds a player among them. The athletes are made through the API, each with a session that
 * has started (listed), all named with this run's prefix.
 */

const START = '/api/bmevent/init/decimal/practice?amount=20&memorize=300&recall=300';

async function liveAthlete(baseURL: string, prefix: string, n: number) {
  const api = await playwright.newContext({ baseURL });
  const athlete = { ...newAthlete('x'), userName: `${prefix}${String(n).padStart(2, '0')}` };
  athlete.email = `${athlete.userName}@example.com`;
  const made = await api.post('/api/signup', { data: { ...athlete, confirmPassword: athlete.password } });
  expect(made.status()).toBe(201);
  const init = await api.get(START);
  const id = ((await init.json()) as { bmevent: { id: string } }).bmevent.id;
  expect((await api.post('/api/bmevent/ready', { data: { id } })).status()).toBe(200);
  return { api, id, userName: athlete.userName };
}

async function leave(players: { api: APIRequestContext; id: string }[]) {
  for (const p of players) {
    await p.api.post('/api/bmevent/exit', { data: { id: p.id } });
    await p.api.dispose();
  }
}

test('the Lives page lists the newest first, a page at a time, and finds a player by name', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const prefix = `lv${Date.now().toString(36).slice(-5)}`;
  const players = [];
  for (let n = 1; n <= 21; n++) players.push(await liveAthlete(baseURL ?? '', prefix, n));
  try {
    await signUp(page, 'livesview');
    await page.goto('/app/dashboard/lives');
    const list = page.getByTestId('standard-lives');
    const rows = list.getByRole('listitem');
    // Unsearched, the newest session is on top of the first page.
    await expect(rows.first()).toContainText(`${prefix}21`);
    await expect(rows).toHaveCount(20);

    await page.getByRole('searchbox', { name: 'Search by name' }).fill(prefix.toUpperCase());
    await expect(page.getByTestId('lives-total')).toHaveText(
      `21 sessions matching “${prefix.toUpperCase()}”`,
    );
    await expect(rows.first()).toContainText(`${prefix}21`);
    await expect(rows.nth(19)).toContainText(`${prefix}02`);
    const pager = page.getByRole('navigation', { name: 'Lives pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${prefix}01`);
    await expect(pager.getByRole('textbox', { name: 'Page' })).toHaveValue('2');

    // One player by their whole name, Watch included; a name nobody has.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(`${prefix}07`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link', { name: `Watch ${prefix}07` })).toBeVisible();
    await expect(pager).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(`${prefix}zz`);
    await expect(page.getByText(`No one whose name contains “${prefix}zz” is training live.`)).toBeVisible();

    // While searching, a new matching session appears by push, on top.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(prefix);
    await expect(page.getByTestId('lives-total')).toHaveText(`21 sessions matching “${prefix}”`);
    players.push(await liveAthlete(baseURL ?? '', prefix, 22));
    await expect(page.getByTestId('lives-total')).toHaveText(`22 sessions matching “${prefix}”`);
    await expect(rows.first()).toContainText(`${prefix}22`);
  } finally {
    await leave(players);
  }
});

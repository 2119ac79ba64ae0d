import { expect, type Page, test } from '@playwright/test';
import { signUp, startAndReachMemorize } from './training-helpers.ts';

/**
 * The names event's faces with the names drawn for them, and the images event with abstract images
 * (the images_kind setting chosen on the event's Settings tab), at desktop and phone sizes.
 */
const SIZES = [
  { tag: 'desktop', width: 1366, height: 850 },
  { tag: 'phone', width: 375, height: 740 },
] as const;

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/content/${name}.png` });

for (const size of SIZES) {
  test(`names faces and abstract images at ${size.tag} size`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signUp(page, `cnt${size.tag.slice(0, 1)}`);

    await startAndReachMemorize(page, '/app/event/names/practice/start?amount=12&memorize=300&recall=300');
    const faces = page.locator('[data-testid="memorize-names"] img');
    await expect(faces.first()).toBeVisible();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="memorize-names"] img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    await shot(page, `names-${size.tag}`);
    await page
      .getByRole('button', { name: 'Exit' })
      .click()
      .catch(() => undefined);

    await page.goto('/app/event/images/settings');
    await page.getByLabel(/Abstract images/).check();
    await shot(page, `images-settings-${size.tag}`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved. Your next session uses these settings.')).toBeVisible();

    await startAndReachMemorize(page, '/app/event/images/practice/start?amount=10&memorize=300&recall=300');
    const pictures = page.locator('[data-testid="memorize-images"] img');
    await expect(pictures.first()).toBeVisible();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="memorize-images"] img')].every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    const alts = await pictures.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''));
    expect(
      alts.filter((alt) => / on (plain ground|stripes|dots|checks|waves|confetti|grid|rings)$/.test(alt))
        .length,
    ).toBeGreaterThan(0);
    await shot(page, `abstract-images-${size.tag}`);
  });
}

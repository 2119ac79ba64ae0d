import type { ChatAck, ChatHistoryResponse } from '@mnemoria/protocol';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { io as connect, type Socket } from 'socket.io-client';
import { choiceHeading, newPlayer, search } from './versus-helpers.ts';

/**
 * Chat end to end: the global room on the dashboard between two browser contexts, its history
 * (reload, Load More over 150 messages), and a versus match's room that a third user cannot read.
 */

const SEED = 150;
/** Messages one user may send per rate-limit window: seeding spreads over several users. */
const PER_USER = 10;

async function cookieHeader(context: BrowserContext) {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A /chat socket as a signed-in context's user (node side: the test's own client). */
function chatClient(baseURL: string, cookie: string, room: string) {
  const socket = connect(`${baseURL}/chat`, {
    transports: ['websocket'],
    extraHeaders: { cookie, origin: baseURL },
    query: { room },
    reconnection: false,
  });
  return new Promise<{ socket: Socket; refused?: string }>((resolve) => {
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (err) => resolve({ socket, refused: err.message }));
  });
}

const athlete = (browser: Browser, tag: string) => newPlayer(browser, tag, { width: 1280, height: 800 });

const chatList = (page: Page) => page.getByRole('list', { name: 'Chat messages' });

test.describe
  .serial('chat', () => {
    test('150 messages: the newest 100 show, Load More brings the older 50 and then disappears', async ({
      browser,
      baseURL,
    }) => {
      const reader = await athlete(browser, 'chatrd');
      const before = (await (
        await reader.page.request.get('/api/chat/messages?room=global&limit=100')
      ).json()) as ChatHistoryResponse;
      expect(before.messages.length, 'the global room starts empty in a fresh server').toBe(0);
      let sent = 0;
      while (sent < SEED) {
        const writer = await athlete(browser, 'chatsd');
        const { socket, refused } = await chatClient(
          baseURL ?? '',
          await cookieHeader(writer.context),
          'global',
        );
        expect(refused).toBeUndefined();
        for (let i = 0; i < PER_USER && sent < SEED; i++, sent++) {
          const ack = (await socket
            .timeout(5000)
            .emitWithAck('message', { type: 'text', text: `seed ${sent}` })) as ChatAck;
          expect(ack.success).toBe(true);
        }
        socket.disconnect();
        await writer.context.close();
      }
      const page = reader.page;
      await page.goto('/app/dashboard');
      const items = chatList(page).locator('.chat-line');
      await expect(items).toHaveCount(100);
      await expect(items.last()).toContainText('seed 149');
      await expect(items.first()).toContainText('seed 50');
      // Scrolled to the top to reach Load More: the message that was first must stay where it was.
      const list = chatList(page);
      await list.evaluate((el) => {
        el.scrollTop = 0;
      });
      const oldFirst = items.filter({ hasText: /seed 50$/ });
      const yBefore = (await oldFirst.boundingBox())?.y ?? Number.NaN;
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(items).toHaveCount(150);
      await expect(items.first()).toContainText('seed 0');
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
      const yAfter = (await oldFirst.boundingBox())?.y ?? Number.NaN;
      // The Load More row (one button high) goes away above it; nothing else may move it.
      expect(Math.abs(yAfter - yBefore)).toBeLessThan(60);

      // Scrolled up, a new message does not pull the list down; at the bottom it is followed.
      const writer = await athlete(browser, 'chatnw');
      const { socket } = await chatClient(baseURL ?? '', await cookieHeader(writer.context), 'global');
      const atBottom = () => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 4);
      await list.evaluate((el) => {
        el.scrollTop = 200;
        el.dispatchEvent(new Event('scroll'));
      });
      await socket.timeout(5000).emitWithAck('message', { type: 'text', text: 'while scrolled up' });
      await expect(items).toHaveCount(151);
      expect(await list.evaluate((el) => el.scrollTop)).toBe(200);
      await list.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
        el.dispatchEvent(new Event('scroll'));
      });
      await socket.timeout(5000).emitWithAck('message', { type: 'text', text: 'while at the bottom' });
      await expect(items).toHaveCount(152);
      await expect.poll(atBottom).toBe(true);
      socket.disconnect();
      await writer.context.close();
      await reader.context.close();
    });

    test('a message reaches the other context within a second, as text, and stays in history', async ({
      browser,
    }) => {
      const a = await athlete(browser, 'chata');
      const b = await athlete(browser, 'chatb');
      await a.page.goto('/app/dashboard');
      await b.page.goto('/app/dashboard');
      await expect(chatList(a.page)).toBeVisible();
      await expect(chatList(b.page).locator('.chat-line').first()).toBeVisible();

      const input = a.page.getByPlaceholder('Type a message...');
      await expect(a.page.getByRole('button', { name: 'Send' })).toBeDisabled();
      const text = `hi from ${a.userName} <b>bold</b><script>alert(1)</script>`;
      await input.fill(text);
      await a.page.getByRole('button', { name: 'Send' }).click();
      await expect(input).toHaveValue('');
      await expect(a.page.locator('.chat-line--own').last()).toContainText(text);
      await expect(chatList(b.page).getByText(text)).toBeVisible({ timeout: 1000 });
      // Rendered as text: no element came from the message.
      await expect(chatList(b.page).locator('b, script')).toHaveCount(0);
      await expect(b.page.locator('.chat-line').last()).not.toHaveClass(/chat-line--own/);
      await expect(b.page.locator('.chat-line').last()).toContainText(a.userName);

      await b.page.reload();
      await expect(chatList(b.page).getByText(text)).toBeVisible();
      await a.context.close();
      await b.context.close();
    });

    test('a match chat between two players is invisible to a third user', async ({ browser, baseURL }) => {
      const one = await newPlayer(browser, 'chm1');
      const two = await newPlayer(browser, 'chm2');
      await search(one.page);
      await search(two.page);
      await expect(choiceHeading(one.page)).toBeVisible({ timeout: 15_000 });
      await expect(choiceHeading(two.page)).toBeVisible({ timeout: 15_000 });
      const slot = one.page.locator('[data-slot="versus-chat"]');
      const matchId = (await slot.getAttribute('data-match-id')) ?? '';
      expect(matchId).toMatch(/^[0-9a-f-]{36}$/);

      await slot.getByPlaceholder('Type a message...').fill('good luck!');
      await slot.getByRole('button', { name: 'Send' }).click();
      await expect(two.page.locator('[data-slot="versus-chat"]').getByText('good luck!')).toBeVisible();

      const third = await athlete(browser, 'chm3');
      const http = await third.page.request.get(`/api/chat/messages?room=${matchId}`);
      expect(http.status()).toBe(403);
      const { socket, refused } = await chatClient(baseURL ?? '', await cookieHeader(third.context), matchId);
      expect(refused).toMatch(/match you do not play in/);
      socket.disconnect();
      const global = (await (
        await third.page.request.get('/api/chat/messages?room=global')
      ).json()) as ChatHistoryResponse;
      expect(global.messages.some((m) => m.text === 'good luck!')).toBe(false);
      await Promise.all([one.close(), two.close(), third.context.close()]);
    });
  });

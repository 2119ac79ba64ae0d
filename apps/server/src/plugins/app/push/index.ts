import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PushMessage } from '@mnemoria/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { createFcmSender, readServiceAccount, type SendResult } from './fcm.ts';
import { dropToken, tokensOf } from './repository.ts';

export interface Notifier {
  /** Which transport delivers: FCM when configured, else the outbox file. */
  readonly transport: 'fcm' | 'outbox';
  /**
   * Pushes to every device of the user; resolves with the number delivered (or written). Never
   * throws: a push is a courtesy, and the caller's own work (a match, a session) must go on.
   */
  notifyUser(userId: string, message: PushMessage): Promise<number>;
}

type Send = (userId: string, token: string, platform: string, message: PushMessage) => Promise<SendResult>;

/**
 * The outbox default, like the email outbox: one JSON line per device and notification in
 * DATA_DIR/push-outbox.jsonl, so development and tests see what would have been pushed.
 */
function outboxSender(file: string): Send {
  return async (userId, token, platform, message) => {
    const line = { at: new Date().toISOString(), userId, platform, token, ...message };
    await appendFile(file, `${JSON.stringify(line)}\n`);
    return 'sent';
  };
}

export function createNotifier(
  db: Db,
  config: Pick<Config, 'DATA_DIR' | 'FCM_PROJECT_ID' | 'FCM_SERVICE_ACCOUNT'>,
  log: FastifyBaseLogger,
  opts: { fetchImpl?: typeof fetch; fcmEndpoint?: string } = {},
): Notifier {
  const fcm =
    config.FCM_PROJECT_ID && config.FCM_SERVICE_ACCOUNT
      ? createFcmSender(config.FCM_PROJECT_ID, readServiceAccount(config.FCM_SERVICE_ACCOUNT), {
          fetchImpl: opts.fetchImpl,
          endpoint: opts.fcmEndpoint,
        })
      : undefined;
  const send: Send = fcm
    ? (_userId, token, _platform, message) => fcm(token, message)
    : outboxSender(join(config.DATA_DIR, 'push-outbox.jsonl'));

  return {
    transport: fcm ? 'fcm' : 'outbox',
    async notifyUser(userId, message) {
      try {
        const devices = await tokensOf(db, userId);
        let delivered = 0;
        for (const { token, platform } of devices) {
          const result = await send(userId, token, platform, message).catch((err: unknown) => {
            log.warn({ err, userId }, 'push failed');
            return 'failed' as const;
          });
          if (result === 'sent') delivered++;
          if (result === 'unregistered') await dropToken(db, userId, token);
        }
        return delivered;
      } catch (err) {
        log.warn({ err, userId }, 'push notification not sent');
        return 0;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

import { EVENT_NAMES, isEventName } from '@mnemoria/events';
import { digitGroupBodySchema, eventSettingsSchema } from '@mnemoria/protocol';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { invalidRequest } from './replies.ts';

/**
 * A user's stored settings of one event, without what is not theirs to set: the images row length
 * is the rule's (stored values from before it are ignored, so the rest still reads and saves).
 */
function storedOf(all: Record<string, unknown>, event: string): Record<string, unknown> {
  const { images_group_number: _fixed, ...rest } = (all[event] ?? {}) as Record<string, unknown>;
  return rest;
}

const favoriteBodySchema = z.object({
  favorite: z.object({ bmevents: z.array(z.enum(EVENT_NAMES)).max(EVENT_NAMES.length) }),
});

/**
 * The user's per-event preferences: favourites (PUT /api/user/event/settings/favorite) and
 * the Settings tab of an event page (GET/PUT /api/user/event/settings/{event}, see docs/api.md).
 */
export async function userSettingsRoutes(app: FastifyInstance) {
  app.put('/user/event/settings/favorite', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const body = favoriteBodySchema.safeParse(request.body ?? {});
    if (!body.success)
      return reply.code(400).send({ success: false, error: 'favorite.bmevents must list event names.' });
    const favorite = {
      ...(user.favorite as Record<string, unknown>),
      bmevents: [...new Set(body.data.favorite.bmevents)],
    };
    await app.database.db.update(users).set({ favorite }).where(eq(users.id, user.id));
    return { success: true, favorite };
  });

  // The digit analytics' unit, per account rather than per browser: one jsonb path write, so a
  // concurrent change of another setting is not overwritten.
  app.put('/user/settings/digit-group', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const body = digitGroupBodySchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ success: false, error: invalidRequest(body.error) });
    await app.database.db
      .update(users)
      .set({
        settings: sql`jsonb_set(${users.settings}, '{digit_group}', to_jsonb(${body.data.group}::int))`,
      })
      .where(eq(users.id, user.id));
    return { success: true, data: { group: body.data.group } };
  });

  app.get<{ Params: { event: string } }>('/user/event/settings/:event', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const { event } = request.params;
    if (!isEventName(event)) return reply.code(404).send({ success: false, error: 'Unknown event.' });
    const parsed = eventSettingsSchema.safeParse(
      storedOf(user.eventSettings as Record<string, unknown>, event),
    );
    return { success: true, settings: parsed.success ? parsed.data : eventSettingsSchema.parse({}) };
  });

  app.put<{ Params: { event: string } }>('/user/event/settings/:event', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const { event } = request.params;
    if (!isEventName(event)) return reply.code(404).send({ success: false, error: 'Unknown event.' });
    const all = user.eventSettings as Record<string, Record<string, unknown>>;
    const merged = { ...storedOf(all, event), ...((request.body as Record<string, unknown>) ?? {}) };
    const parsed = eventSettingsSchema.safeParse(merged);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ success: false, error: parsed.error.issues.map((i) => i.message).join('; ') });
    }
    await app.database.db
      .update(users)
      .set({ eventSettings: { ...all, [event]: parsed.data } })
      .where(eq(users.id, user.id));
    return { success: true, settings: parsed.data };
  });
}

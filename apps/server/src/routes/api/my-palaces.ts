import { randomUUID } from 'node:crypto';
import {
  MY_PALACE_LOCATIONS_MAX,
  MY_PALACES_MAX,
  type MyPalaceResponse,
  type MyPalacesResponse,
  myLocationCreateSchema,
  myLocationEditSchema,
  myLocationOrderSchema,
  myLocationParamsSchema,
  myPalaceCreateSchema,
  myPalaceParamsSchema,
  myPalaceRenameSchema,
  myWalkSchema,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserPalaceRow } from '../../db/schema.ts';
import { MAX_UPLOAD_BYTES } from '../../plugins/app/avatars/index.ts';
import { PHOTO_PREFIX } from '../../plugins/app/my-palaces/index.ts';
import {
  addWalk,
  changeMine,
  createMine,
  deleteMine,
  findMine,
  finishedSessionsOf,
  fullMessage,
  listMine,
  REVIEW_WALKS,
  renameMine,
  walksOf,
} from '../../plugins/app/my-palaces/repository.ts';
import { cardOf, palaceOf } from '../../plugins/app/my-palaces/review.ts';
import { MAX_VIDEO_BYTES } from '../../plugins/app/my-palaces/video-check.ts';
import { fail, parseOr400 } from './replies.ts';

export const NO_MY_PALACE = 'There is no such palace among yours.';
export const NO_LOCATION = 'There is no such location in this palace.';

/**
 * A user's own palaces (docs/palaces.md): list, create, rename, delete; locations added, edited,
 * reordered and removed; walks recorded. Every route answers for the signed-in user's palaces
 * only: another user's palace is 404, exactly like one that does not exist.
 */
export async function myPalaceRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) void fail(reply, 401, 'You are not signed in.');
    return user;
  };

  /** The full palace with its review, as the palace page shows it. */
  async function full(row: UserPalaceRow): Promise<MyPalaceResponse> {
    const walks = await walksOf(db, [row.id]);
    const sessions = await finishedSessionsOf(db, row.id);
    return { success: true, palace: palaceOf(row, walks, sessions) };
  }

  app.get('/my-palaces', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const rows = await listMine(db, user.id);
    const walks = await walksOf(
      db,
      rows.map((r) => r.id),
      REVIEW_WALKS,
    );
    const body: MyPalacesResponse = {
      success: true,
      palaces: rows.map((r) =>
        cardOf(
          r,
          walks.filter((w) => w.palaceId === r.id),
        ),
      ),
      limits: {
        palaces: MY_PALACES_MAX,
        locations: MY_PALACE_LOCATIONS_MAX,
        photoBytes: MAX_UPLOAD_BYTES,
        videoBytes: MAX_VIDEO_BYTES,
      },
    };
    return body;
  });

  app.post('/my-palaces', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const body = parseOr400(myPalaceCreateSchema, request.body, reply);
    if (!body) return reply;
    const row = await createMine(db, user.id, body.name);
    if (row === 'full') return fail(reply, 409, `You can keep at most ${MY_PALACES_MAX} palaces.`);
    return reply.code(201).send(await full(row));
  });

  app.get('/my-palaces/:id', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    if (!p) return reply;
    const row = await findMine(db, user.id, p.id);
    if (!row) return fail(reply, 404, NO_MY_PALACE);
    return full(row);
  });

  app.patch('/my-palaces/:id', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    const body = p && parseOr400(myPalaceRenameSchema, request.body, reply);
    if (!p || !body) return reply;
    const row = await renameMine(db, user.id, p.id, body.name);
    if (!row) return fail(reply, 404, NO_MY_PALACE);
    return full(row);
  });

  app.delete('/my-palaces/:id', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    if (!p) return reply;
    const row = await deleteMine(db, user.id, p.id);
    if (!row) return fail(reply, 404, NO_MY_PALACE);
    await app.myPalaces.removeFilesOf(row);
    return { success: true };
  });

  /** Runs `change` on the user's palace under a lock and answers with the palace as saved. */
  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    fn: Parameters<typeof changeMine<null>>[3],
  ) {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const out = await changeMine(db, user.id, id, fn);
    if (!out) return fail(reply, 404, NO_MY_PALACE);
    if ('error' in out) return fail(reply, out.status, out.error);
    return full(out.row);
  }

  app.post('/my-palaces/:id/locations', async (request, reply) => {
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    const body = p && parseOr400(myLocationCreateSchema, request.body, reply);
    if (!p || !body) return reply;
    const res = await change(request, reply, p.id, (row) => {
      if (row.locations.length >= MY_PALACE_LOCATIONS_MAX) return { error: fullMessage, status: 409 };
      const loc = { id: randomUUID(), title: body.title, note: body.note, photo: null };
      return { locations: [...row.locations, loc], out: null };
    });
    return reply.sent ? reply : reply.code(201).send(res);
  });

  app.patch('/my-palaces/:id/locations/:locationId', async (request, reply) => {
    const p = parseOr400(myLocationParamsSchema, request.params, reply);
    const body = p && parseOr400(myLocationEditSchema, request.body, reply);
    if (!p || !body) return reply;
    return change(request, reply, p.id, (row) => {
      if (!row.locations.some((l) => l.id === p.locationId)) return { error: NO_LOCATION, status: 404 };
      const locations = row.locations.map((l) => (l.id === p.locationId ? { ...l, ...body } : l));
      return { locations, out: null };
    });
  });

  app.delete('/my-palaces/:id/locations/:locationId', async (request, reply) => {
    const p = parseOr400(myLocationParamsSchema, request.params, reply);
    if (!p) return reply;
    let photo: string | null = null;
    const res = await change(request, reply, p.id, (row) => {
      const loc = row.locations.find((l) => l.id === p.locationId);
      if (!loc) return { error: NO_LOCATION, status: 404 };
      photo = loc.photo;
      return { locations: row.locations.filter((l) => l !== loc), out: null };
    });
    if (photo) await app.myPalaces.photos.remove(`${PHOTO_PREFIX}${photo}`);
    return res;
  });

  app.put('/my-palaces/:id/order', async (request, reply) => {
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    const body = p && parseOr400(myLocationOrderSchema, request.body, reply);
    if (!p || !body) return reply;
    return change(request, reply, p.id, (row) => {
      const byId = new Map(row.locations.map((l) => [l.id, l]));
      const same =
        body.order.length === row.locations.length &&
        new Set(body.order).size === body.order.length &&
        body.order.every((id) => byId.has(id));
      if (!same) return { error: 'The new order must list every location of the palace once.', status: 400 };
      return { locations: body.order.map((id) => byId.get(id) as (typeof row.locations)[number]), out: null };
    });
  });

  app.post('/my-palaces/:id/walks', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    const body = p && parseOr400(myWalkSchema, request.body, reply);
    if (!p || !body) return reply;
    const row = await findMine(db, user.id, p.id);
    if (!row) return fail(reply, 404, NO_MY_PALACE);
    const ids = new Set(row.locations.map((l) => l.id));
    const marked = [...body.forgotten, ...body.remembered];
    if (new Set(marked).size !== marked.length || !marked.every((id) => ids.has(id)))
      return fail(reply, 400, 'A walk marks locations of this palace, each at most once.');
    await addWalk(db, row.id, body.forgotten, body.remembered);
    return reply.code(201).send(await full(row));
  });
}

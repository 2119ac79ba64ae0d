import {
  favoritePalaceBodySchema,
  type PalaceListResponse,
  type PalaceResponse,
  type PlaylistResponse,
  type PlaylistsResponse,
  type PremiumCountResponse,
  palaceParamsSchema,
  playlistCreateSchema,
  playlistPalaceSchema,
  playlistRemoveSchema,
  playlistUpdateSchema,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { isPremium, toCard, toPalace, toPlaylist } from '../../plugins/app/palaces/index.ts';
import {
  createPlaylist,
  deletePlaylist,
  findPalace,
  listPalaces,
  listPlaylists,
  MAX_PLAYLISTS,
  renamePlaylist,
  setFavorite,
  setPlaylistPalace,
} from '../../plugins/app/palaces/repository.ts';
import { scenePng } from '../../plugins/app/palaces/scene.ts';
import { sendVideo } from '../../plugins/app/palaces/serve-video.ts';
import { fail, parseOr400 } from './replies.ts';

export const PREMIUM_PALACE = 'This palace is for premium members. Upgrade to premium to open it.';
export const PREMIUM_PLAYLISTS = 'Playlists are for premium members. Upgrade to premium to use them.';
const NO_PALACE = 'There is no such palace.';
const NO_PLAYLIST = 'There is no such playlist.';

/**
 * Memory palaces (docs/api.md): the list and premium count for every signed-in user, a palace's
 * contents and video for users allowed to open it (premium palaces need premium), favourites, and
 * playlists for premium users. Every gate is checked here, whatever the page shows.
 */
export async function palaceRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) void fail(reply, 401, 'You are not signed in.');
    return user;
  };
  const premium = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await signedIn(request, reply);
    if (user && !isPremium(user)) {
      void fail(reply, 403, PREMIUM_PLAYLISTS);
      return undefined;
    }
    return user;
  };
  /** The palace of `:id` if this user may open it; otherwise the reply is sent. */
  const openable = async (user: UserRow, params: unknown, reply: FastifyReply) => {
    const p = parseOr400(palaceParamsSchema, params, reply);
    if (!p) return undefined;
    const row = await findPalace(db, p.id);
    if (!row) return void fail(reply, 404, NO_PALACE);
    if (row.premium && !isPremium(user)) return void fail(reply, 403, PREMIUM_PALACE);
    return row;
  };

  app.get('/palace/all', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const rows = await listPalaces(db);
    const body: PalaceListResponse = { success: true, palaces: rows.map((r) => toCard(r, isPremium(user))) };
    return body;
  });

  app.get('/palace/premium-count', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const rows = await listPalaces(db);
    const body: PremiumCountResponse = { success: true, count: rows.filter((r) => r.premium).length };
    return body;
  });

  app.get('/palace/playlist/all', async (request, reply) => {
    const user = await premium(request, reply);
    if (!user) return reply;
    const body: PlaylistsResponse = {
      success: true,
      playlists: (await listPlaylists(db, user.id)).map(toPlaylist),
    };
    return body;
  });

  app.get('/palace/:id', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const row = await openable(user, request.params, reply);
    if (!row) return reply;
    const body: PalaceResponse = { success: true, palace: toPalace(row) };
    return body;
  });

  app.get('/palace/:id/video', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const row = await openable(user, request.params, reply);
    if (!row) return reply;
    if (row.videoUrl) return reply.redirect(row.videoUrl);
    let file: string;
    try {
      file = await app.palaces.clips.clip({ id: row.id, title: row.title, locations: row.locations });
    } catch (err) {
      request.log.error({ err }, 'palace video could not be made');
      reply.header('Retry-After', '30');
      return fail(reply, 503, 'The video is being prepared. Please try again shortly.');
    }
    return sendVideo(request, reply, file);
  });

  // The still of one location (the same picture as in the generated video), for the "Locations"
  // strip of the palace page; same access rule as the palace itself.
  app.get('/palace/:id/scene/:n', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const row = await openable(user, request.params, reply);
    if (!row) return reply;
    const n = Number((request.params as { n?: string }).n);
    const location = Number.isInteger(n) ? row.locations[n] : undefined;
    if (location === undefined) return fail(reply, 404, 'That location does not exist.');
    reply.header('Content-Type', 'image/png');
    reply.header('Cache-Control', 'private, max-age=3600');
    return reply.send(await scenePng(row.id, n, location));
  });

  const favorite = (on: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const body = parseOr400(favoritePalaceBodySchema, request.body, reply);
    if (!body) return reply;
    if (on && !(await openable(user, { id: body.palaceId }, reply))) return reply;
    const palaces = await setFavorite(db, user.id, body.palaceId, on);
    return {
      success: true,
      message: on ? 'Added to favorites' : 'Removed from favorites',
      favorite: { palaces },
    };
  };
  app.post('/user/profile/favorite-palace', favorite(true));
  app.post('/user/profile/unfavorite-palace', favorite(false));

  app.post('/palace/playlist/create', async (request, reply) => {
    const user = await premium(request, reply);
    if (!user) return reply;
    const body = parseOr400(playlistCreateSchema, request.body, reply);
    if (!body) return reply;
    const row = await createPlaylist(db, user.id, body.name);
    if (row === 'full') return fail(reply, 409, `You can keep at most ${MAX_PLAYLISTS} playlists.`);
    const out: PlaylistResponse = { success: true, playlist: toPlaylist(row) };
    return reply.code(201).send(out);
  });

  app.post('/palace/playlist/update', async (request, reply) => {
    const user = await premium(request, reply);
    if (!user) return reply;
    const body = parseOr400(playlistUpdateSchema, request.body, reply);
    if (!body) return reply;
    const row = await renamePlaylist(db, user.id, body.playlistId, body.name);
    if (!row) return fail(reply, 404, NO_PLAYLIST);
    const out: PlaylistResponse = { success: true, playlist: toPlaylist(row) };
    return out;
  });

  app.post('/palace/playlist/remove', async (request, reply) => {
    const user = await premium(request, reply);
    if (!user) return reply;
    const body = parseOr400(playlistRemoveSchema, request.body, reply);
    if (!body) return reply;
    if (!(await deletePlaylist(db, user.id, body.playlistId))) return fail(reply, 404, NO_PLAYLIST);
    return { success: true };
  });

  const member = (on: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await premium(request, reply);
    if (!user) return reply;
    const body = parseOr400(playlistPalaceSchema, request.body, reply);
    if (!body) return reply;
    if (on && !(await findPalace(db, body.palaceId))) return fail(reply, 404, NO_PALACE);
    const row = await setPlaylistPalace(db, user.id, body.playlistId, body.palaceId, on);
    if (!row) return fail(reply, 404, on ? `${NO_PLAYLIST} (Or it is full.)` : NO_PLAYLIST);
    const out: PlaylistResponse = { success: true, playlist: toPlaylist(row) };
    return out;
  };
  app.post('/palace/playlist/add-palace', member(true));
  app.post('/palace/playlist/remove-palace', member(false));
}

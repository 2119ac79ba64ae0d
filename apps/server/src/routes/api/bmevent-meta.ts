import {
  DEFAULT_SETTINGS,
  DIGIT_EVENTS,
  EVENT_NAMES,
  type EventName,
  eventByName,
  FORMATS,
  isEventName,
  type Settings,
} from '@mnemoria/events';
import type { FormatsResponse } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';

const GROUPED = {
  cards: 'cards_group_number',
  images: 'images_group_number',
  words: 'words_group_number',
  dates: 'dates_group_number',
} as const satisfies Partial<Record<EventName, keyof Settings>>;

/** The settings an event's Settings tab edits, with their defaults. */
export function settingsDefaultsFor(name: EventName): Partial<Settings> {
  const out: Partial<Record<keyof Settings, unknown>> = {
    memorize_timer: DEFAULT_SETTINGS.memorize_timer,
    auto_advance: DEFAULT_SETTINGS.auto_advance,
  };
  if ((DIGIT_EVENTS as readonly string[]).includes(name)) {
    const key = `${name}_format` as keyof Settings;
    out[key] = DEFAULT_SETTINGS[key];
  }
  if (name in GROUPED) {
    const key = GROUPED[name as keyof typeof GROUPED];
    out[key] = DEFAULT_SETTINGS[key];
  }
  if (name === 'biography') out.phone_format = DEFAULT_SETTINGS.phone_format;
  return out as Partial<Settings>;
}

function meta(name: EventName) {
  const def = eventByName(name);
  return {
    name,
    displayName: def.displayName,
    prefetchMedia: def.prefetchMedia,
    headline: def.headline,
    settings: settingsDefaultsFor(name),
  };
}

/** GET /api/bmevent/meta[/{name}]: `{ success, data }`, data always a list. */
export async function bmeventMetaRoutes(app: FastifyInstance) {
  app.get('/bmevent/meta', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true, data: EVENT_NAMES.map(meta) };
  });

  /** GET /api/bmevent/formats: the competition formats as data (docs/formats.md). */
  app.get('/bmevent/formats', async (_request, reply): Promise<FormatsResponse> => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true, data: { formats: [...FORMATS] } };
  });

  app.get<{ Params: { name: string } }>('/bmevent/meta/:name', async (request, reply) => {
    const { name } = request.params;
    if (!isEventName(name)) {
      return reply.code(404).send({ success: false, data: [], error: `Unknown event '${name}'.` });
    }
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true, data: [meta(name)] };
  });
}

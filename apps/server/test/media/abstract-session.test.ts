import type { ImagesData } from '@mnemoria/events';
import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import { describe, expect, it } from 'vitest';
import { call, init, perfectAnswerOf, stored, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp();
const abstractLabels = new Set(BUILTIN_CONTENT.abstractImages.map((i) => i.label));

describe('images with the abstract kind', () => {
  it('refuses an unknown kind, keeps pictures by default', async () => {
    const { cookie } = await signup(t.app);
    const c = { app: t.app, cookie };
    const bad = await call(c, 'PUT', '/api/user/event/settings/images', { images_kind: 'emoji' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/images kind must be one of pictures, abstract/);
    const got = await call(c, 'GET', '/api/user/event/settings/images');
    expect(got.body.settings.images_kind).toBe('pictures');
    const session = await init(c, 'images', 'practice', '?amount=10&memorize=10&recall=10');
    const labels = (session.data as ImagesData).raw.map((p) => p.label);
    expect(labels.filter((l) => abstractLabels.has(l))).toEqual([]);
  });

  it('draws generated abstract images, served as SVG at opaque addresses, scored like images', async () => {
    const { cookie } = await signup(t.app);
    const c = { app: t.app, cookie };
    const ok = await call(c, 'PUT', '/api/user/event/settings/images', { images_kind: 'abstract' });
    expect(ok.status).toBe(200);
    const session = await init(c, 'images', 'practice', '?amount=15&memorize=10&recall=10');
    await toRecall(c, session.id);
    const row = await stored(t.app, session.id);
    const raw = (row.data as unknown as ImagesData).raw;
    expect(raw).toHaveLength(15);
    expect(raw.every((p) => abstractLabels.has(p.label))).toBe(true);
    for (const { image } of raw) {
      expect(image).toMatch(/^\/media\/m\/[A-Za-z0-9_-]{22}\.svg$/);
      const res = await t.app.inject(image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('viewBox="0 0 200 200"');
    }
    const answer = await perfectAnswerOf(t.app, session.id);
    const res = await call(c, 'POST', '/api/bmevent/result', { id: session.id, answer });
    expect(res.status).toBe(200);
    expect(res.body.bmevent.score).toBe(15);
  });
});

import { MAX_PRESETS } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { type Client, init } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client> {
  const { cookie } = await signup(t.app);
  return { app: t.app, cookie };
}

async function send(c: Client, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await c.app.inject({ method, url, payload, headers: { cookie: c.cookie } });
  return { status: res.statusCode, body: res.json() };
}

const body = { name: 'Morning numbers', event: 'decimal', amount: 120, memorize: 90, recall: 300 };

describe('saved presets', () => {
  it('saves, lists, renames and deletes a user’s presets, and starts one as the session it names', async () => {
    const c = await client();
    const saved = await send(c, 'POST', '/api/presets', { ...body, name: '  Morning   numbers ' });
    expect(saved.status).toBe(201);
    const [preset] = saved.body.data.presets;
    expect(preset).toMatchObject({ ...body, family: 'custom' });
    expect(saved.body.data.max).toBe(MAX_PRESETS);
    // Same name again: refused. Another user's list is their own.
    expect((await send(c, 'POST', '/api/presets', body)).status).toBe(409);
    const other = await client();
    expect((await send(other, 'GET', '/api/presets')).body.data.presets).toEqual([]);
    expect((await send(other, 'DELETE', `/api/presets/${preset.id}`)).status).toBe(404);

    const renamed = await send(c, 'PATCH', `/api/presets/${preset.id}`, { name: 'Long numbers' });
    expect(renamed.body.data.presets.map((p: { name: string }) => p.name)).toEqual(['Long numbers']);

    // One click: the preset's settings start a practice session.
    const s = await init(
      c,
      'decimal',
      'practice',
      `?amount=${preset.amount}&memorize=${preset.memorize}&recall=${preset.recall}`,
    );
    expect(s).toMatchObject({ amount: 120, mem_time: 90, rec_time: 300 });

    const gone = await send(c, 'DELETE', `/api/presets/${preset.id}`);
    expect(gone.body.data.presets).toEqual([]);
    expect((await send(c, 'DELETE', `/api/presets/${preset.id}`)).status).toBe(404);
  });

  it('refuses bad presets with a clear 4xx and keeps at most the limit', async () => {
    const c = await client();
    const bad = [
      { ...body, name: '   ' },
      { ...body, name: 'x'.repeat(41) },
      { ...body, event: 'chess' },
      { ...body, amount: 0 },
      { ...body, amount: 2.5 },
      { ...body, memorize: 5 },
      { ...body, recall: 99_999 },
      { ...body, extra: true },
      { name: 'only a name' },
    ];
    for (const b of bad) {
      const res = await send(c, 'POST', '/api/presets', b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await send(c, 'PATCH', '/api/presets/not-an-id', { name: 'x' })).status).toBe(404);
    for (let i = 0; i < MAX_PRESETS; i++)
      expect((await send(c, 'POST', '/api/presets', { ...body, name: `Preset ${i}` })).status).toBe(201);
    const over = await send(c, 'POST', '/api/presets', { ...body, name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(`You can keep ${MAX_PRESETS} presets: delete one to save another.`);
    const anon = await t.app.inject({ method: 'GET', url: '/api/presets' });
    expect(anon.statusCode).toBe(401);
  });
});

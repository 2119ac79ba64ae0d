import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signup, startApp, type TestApp } from './helpers.ts';

// A miniature build, laid out as `vite build` writes it (startApp serves <dataDir>/no-web).
const INDEX = `<!doctype html><html><head><title>Mnemoria</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
const SERVICE_WORKER = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;

/** The brotli siblings as written, to tell a precompressed answer from one compressed on the fly. */
const precompressed = new Map<string, Buffer>();

function writeBuild(dist: string) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': INDEX,
    'assets/app-abc123.js': SCRIPT,
    'sw.js': SERVICE_WORKER,
    'manifest.webmanifest': '{"name":"Mnemoria","start_url":"/app/dashboard"}',
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dist, name), body);
    precompressed.set(name, brotliCompressSync(body));
    writeFileSync(join(dist, `${name}.br`), precompressed.get(name) as Buffer);
    writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(join(dist, 'assets/app-abc123.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
}

let t: TestApp;
let dataDir: string;
let base: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mn-web-'));
  writeBuild(join(dataDir, 'no-web'));
  t = await startApp({ dataDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static web app', () => {
  it('sends the precompressed brotli file of a hashed asset, cached for good', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(precompressed.get('assets/app-abc123.js') as Buffer)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves index.html compressed and revalidated, also for deep links', async () => {
    for (const url of ['/', '/app/dashboard']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.rawPayload.equals(precompressed.get('index.html') as Buffer), url).toBe(true);
    }
  });

  it('serves the service worker revalidated on every check, scoped to the whole site', async () => {
    for (const encoding of ['br', undefined]) {
      const res = await get('/sw.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['service-worker-allowed']).toBe('/');
      expect(res.headers['content-encoding']).toBe(encoding);
    }
    const page = await get('/app/dashboard');
    expect(page.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the web app manifest with its own media type, revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/app/dashboard' });
  });

  it('never serves source maps or build metadata, and a missing asset is a 404', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/.vite/manifest.json', '/assets/gone-999.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });
});

describe('compression of dynamic responses', () => {
  it('compresses a JSON answer over 1 KiB', async () => {
    const plain = await get('/api/bmevent/meta');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await get('/api/bmevent/meta', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const res = await get('/api/user', 'br, gzip');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves socket.io alone: polling and websocket connections work with compression on', async () => {
    const polling = await fetch(`${base}/socket.io/?EIO=4&transport=polling`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(polling.status).toBe(200);
    expect(polling.headers.get('content-encoding')).not.toBe('br');
    expect(await polling.text()).toMatch(/^0\{"sid"/);

    const { cookie } = await signup(t.app);
    for (const transports of [['polling'], ['websocket']]) {
      const socket = connect(base, { transports, extraHeaders: { cookie }, forceNew: true });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(socket.connected, transports[0]).toBe(true);
      socket.close();
    }
  });
});

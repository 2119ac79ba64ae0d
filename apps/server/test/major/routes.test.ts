import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../helpers.ts';

/**
 * The public Major System endpoints over real HTTP (a listening app on a fresh database), as a
 * visitor: no cookie is ever sent.
 */
const t = useListeningApp();

async function get(path: string) {
  const res = await fetch(`${t.url}${path}`);
  // JSON.parse, not res.json(): its result is `any`, as inject()'s is in the other suites.
  return { status: res.status, headers: res.headers, body: JSON.parse(await res.text()) };
}

describe('GET /api/major/number', () => {
  it('gives a word’s number by sound, with the sounds that counted', async () => {
    const res = await get('/api/major/number?word=phone&by=sound');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        word: 'phone',
        number: '82',
        parts: [
          { sound: 'F', digit: '8' },
          { sound: 'N', digit: '2' },
        ],
      },
    });
    expect(res.headers.get('cache-control')).toMatch(/max-age/);
  });

  it('gives a word’s number by spelling, with the letters that counted', async () => {
    const res = await get('/api/major/number?word=Tomb&by=spelling');
    expect(res.body.data).toEqual({
      word: 'Tomb',
      number: '139',
      parts: [
        { letters: 't', digit: '1' },
        { letters: 'm', digit: '3' },
        { letters: 'b', digit: '9' },
      ],
    });
  });

  it("number is '' for a word with no mapped consonant", async () => {
    const res = await get('/api/major/number?word=yeah&by=spelling');
    expect(res.body.data).toMatchObject({ number: '', parts: [] });
  });

  it('follows a custom map by spelling; by sound it says what cannot apply', async () => {
    const map = encodeURIComponent('s,z;t,d;n;m;r;l;j,sh,ch;k,g,c;f,v,ph;p,b');
    const spelling = await get(`/api/major/number?word=phone&by=spelling&map=${map}`);
    expect(spelling.body.data.number).toBe('82');
    const sound = await get(`/api/major/number?word=cat&by=sound&map=${map}`);
    expect(sound.body.data.number).toBe('71');
    expect(sound.body.data.notes.join(' ')).toMatch(/'c' is not a sound of its own/);
  });

  it('an unknown word by sound is a 404 that names it', async () => {
    const res = await get('/api/major/number?word=qwzzkx&by=sound');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: expect.stringContaining("'qwzzkx'") });
  });

  it.each([
    ['', /word is required/],
    ['?word=', /word is required/],
    ['?word=caf%C3%A9', /letters a-z/],
    ['?word=123', /letters a-z/],
    [`?word=${'a'.repeat(61)}`, /at most 60/],
    ['?word=cat&by=smell', /by must be 'sound' or 'spelling'/],
    ['?word=cat&map=s,z;t,d', /10 groups/],
    ['?word=cat&map=a;t;n;m;r;l;j;k;f;p', /vowel/],
    ['?word=cat&map=s;s;n;m;r;l;j;k;f;p', /given to both 0 and 1/],
    ['?word=cat&map=s;t;n;m;r;l;j;k;f;p1', /not 1 to 3 letters/],
    ['?word=cat&word=dog', /word/],
  ])('400 for bad input %s', async (query, message) => {
    const res = await get(`/api/major/number${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(message);
  });
});

describe('GET /api/major/words', () => {
  it('lists nouns for digits by sound, best first, exact digit count', async () => {
    const res = await get('/api/major/words?digits=82&by=sound&page=1');
    expect(res.status).toBe(200);
    const { words, total, page, pages } = res.body.data;
    expect(page).toBe(1);
    expect(total).toBeGreaterThan(20);
    expect(pages).toBe(Math.ceil(total / 40));
    expect(words).toHaveLength(Math.min(40, total));
    expect(words.map((w: { word: string }) => w.word)).toEqual(
      expect.arrayContaining(['phone', 'fan', 'van']),
    );
    expect(words.every((w: { number: string }) => w.number === '82')).toBe(true);
    expect(words[0]).toEqual({
      word: expect.any(String),
      number: '82',
      kind: expect.stringMatching(/^(noun|proper|pronoun)$/),
      concrete: expect.any(Boolean),
      perMillion: expect.any(Number),
    });
    // The words of the number 8 (one digit) are not among those of 82.
    expect(words.map((w: { word: string }) => w.word)).not.toContain('fee');
  });

  it('pages on, and a page past the end is empty', async () => {
    const first = await get('/api/major/words?digits=1&by=sound');
    const second = await get('/api/major/words?digits=1&by=sound&page=2');
    expect(second.body.data.page).toBe(2);
    const a = first.body.data.words.map((w: { word: string }) => w.word);
    const b = second.body.data.words.map((w: { word: string }) => w.word);
    expect(a.filter((w: string) => b.includes(w))).toEqual([]);
    const past = await get('/api/major/words?digits=1&by=sound&page=999');
    expect(past.body.data).toMatchObject({ words: [], page: 999 });
  });

  it('spelling and sound differ, and a custom map changes the spelling search', async () => {
    const spelling = await get('/api/major/words?digits=92&by=spelling');
    const words = spelling.body.data.words.map((w: { word: string }) => w.word);
    expect(words).toContain('phone');
    const map = encodeURIComponent('s,z;t,d;n;m;r;l;j,sh,ch;k,g;f,v,ph;p,b');
    const custom = await get(`/api/major/words?digits=82&by=spelling&map=${map}`);
    expect(custom.body.data.words.map((w: { word: string }) => w.word)).toContain('phone');
  });

  it('only nouns, pronouns and proper nouns', async () => {
    const res = await get('/api/major/words?digits=3&by=sound');
    const kinds = new Set(res.body.data.words.map((w: { kind: string }) => w.kind));
    for (const kind of kinds) expect(['noun', 'proper', 'pronoun']).toContain(kind);
  });

  it.each([
    ['', /digits is required/],
    ['?digits=', /1 to 3 digits/],
    ['?digits=1234', /1 to 3 digits/],
    ['?digits=12a', /1 to 3 digits/],
    ['?digits=-1', /1 to 3 digits/],
    ['?digits=12&by=both', /by must be/],
    ['?digits=12&page=0', /page must be a whole number from 1/],
    ['?digits=12&page=1.5', /page must be a whole number/],
    ['?digits=12&page=x', /page must be a whole number/],
    ['?digits=12&page=10001', /at most 10000/],
    ['?digits=12&map=%00', /NUL/],
    ['?digits=12&map=;;;;;;;;;', /maps no letters/],
  ])('400 for bad input %s', async (query, message) => {
    const res = await get(`/api/major/words${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(message);
  });
});

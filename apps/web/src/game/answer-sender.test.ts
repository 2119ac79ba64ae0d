import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_DEBOUNCE_MS, AnswerSender } from './answer-sender.ts';

function transport(socketUp = true) {
  const sent: { via: string; answer: unknown; seq: number }[] = [];
  return {
    sent,
    socket: vi.fn((answer: unknown, seq: number) => {
      if (!socketUp) return null;
      sent.push({ via: 'socket', answer, seq });
      return Promise.resolve(true);
    }),
    http: vi.fn(async (answer: unknown, seq: number) => {
      sent.push({ via: 'http', answer, seq });
      return true;
    }),
  };
}

describe('AnswerSender', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the whole answer once typing pauses, at most 300 ms after the last edit', async () => {
    const t = transport();
    const sender = new AnswerSender(t, 0);
    sender.push(['1']);
    await vi.advanceTimersByTimeAsync(100);
    sender.push(['1', '0']);
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS - 1);
    expect(t.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent).toEqual([{ via: 'socket', answer: ['1', '0'], seq: 1 }]);
  });

  it('continues the stored sequence after a reload and keeps it strictly increasing', async () => {
    const t = transport();
    const sender = new AnswerSender(t, 41);
    sender.push(['a']);
    await sender.flush();
    expect(sender.nextSeq()).toBe(43);
    sender.push(['b']);
    await sender.flush();
    expect(t.sent.map((s) => s.seq)).toEqual([42, 44]);
  });

  it('takes a stale-seq ack as success and continues after the newer stored answer', async () => {
    const t = transport();
    t.socket.mockImplementationOnce((answer: unknown, seq: number) => {
      t.sent.push({ via: 'socket', answer, seq });
      return Promise.resolve({ success: true, stored: false, answerSeq: 7 }) as unknown as Promise<boolean>;
    });
    const sender = new AnswerSender(t, 0);
    sender.push(['a']);
    expect(await sender.flush()).toBe(true);
    expect(t.http).not.toHaveBeenCalled();
    sender.push(['b']);
    await sender.flush();
    expect(t.sent.map((s) => s.seq)).toEqual([1, 8]);
  });

  it('falls back to HTTP when the socket is down or refuses', async () => {
    const t = transport(false);
    const sender = new AnswerSender(t, 0);
    sender.push(['x']);
    await sender.flush();
    expect(t.sent).toEqual([{ via: 'http', answer: ['x'], seq: 1 }]);

    const refusing = { socket: () => Promise.resolve(false), http: vi.fn(async () => true) };
    const second = new AnswerSender(refusing, 0);
    second.push(['y']);
    await second.flush();
    expect(refusing.http).toHaveBeenCalledWith(['y'], 1);
  });

  it('flush sends a pending edit at once (before Done) and is a no-op when nothing is pending', async () => {
    const t = transport();
    const sender = new AnswerSender(t, 0);
    sender.push(['9']);
    expect(sender.dirty).toBe(true);
    await sender.flush();
    expect(t.sent).toHaveLength(1);
    expect(sender.dirty).toBe(false);
    await sender.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sent).toHaveLength(1);
  });

  it('names an answer refused because another tab holds the session, without trying HTTP too', async () => {
    const held = { success: false, error: 'This session is open in another tab.', heldElsewhere: true };
    const lost = vi.fn();
    const viaSocket = { socket: () => Promise.resolve(held), http: vi.fn(async () => true), lost };
    const sender = new AnswerSender(viaSocket, 0);
    sender.push(['1']);
    expect(await sender.flush()).toBe(false);
    expect(viaSocket.http).not.toHaveBeenCalled();
    expect(lost).toHaveBeenCalledWith(['1'], held);

    // Over HTTP (the socket down) the same refusal is named too; a stored answer is not.
    const overHttp = { socket: () => null, http: vi.fn(async () => held), lost: vi.fn() };
    const second = new AnswerSender(overHttp, 0);
    second.push(['2']);
    expect(await second.flush()).toBe(false);
    expect(overHttp.lost).toHaveBeenCalledWith(['2'], held);
    overHttp.http.mockResolvedValueOnce({ success: true, stored: true } as never);
    second.push(['3']);
    expect(await second.flush()).toBe(true);
    expect(overHttp.lost).toHaveBeenCalledTimes(1);
  });

  it('knows the newest answer it sent, apart from the numbers stage moves take', async () => {
    const t = transport();
    const sender = new AnswerSender(t, 5);
    expect(sender.sentSeq).toBe(5);
    sender.nextSeq(); // a stage move
    sender.push(['1']);
    await sender.flush();
    expect([sender.lastSeq, sender.sentSeq]).toEqual([7, 7]);
    sender.nextSeq();
    expect([sender.lastSeq, sender.sentSeq]).toEqual([8, 7]);
  });
});

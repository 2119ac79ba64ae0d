import { Duplex } from 'node:stream';

/** Runs one batch of frontend protocol messages on the single backend; resolves with its reply. */
export type ExecBatch = (batch: Uint8Array) => Promise<Uint8Array>;

const SSL_REQUEST = 80_877_103;
const CANCEL_REQUEST = 80_877_102;
const GSS_REQUEST = 80_877_104;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
/** Sync ('S'), then a simple-protocol ROLLBACK: ends whatever a vanished client left open. */
const ABANDON = Buffer.concat([
  Buffer.from([0x53, 0, 0, 0, 4]),
  (() => {
    const text = Buffer.from('ROLLBACK\0');
    const head = Buffer.alloc(5);
    head[0] = 0x51; // 'Q'
    head.writeInt32BE(4 + text.length, 1);
    return Buffer.concat([head, text]);
  })(),
]);

/**
 * Several PostgreSQL client connections over ONE embedded backend session (PGlite has exactly one).
 * The wire protocol says when a client's work is atomic: a batch ends at a ReadyForQuery, and its
 * status byte tells whether the session is idle ('I') or inside a transaction ('T', or 'E' failed).
 * So a connection owns the backend from its first message until a ReadyForQuery reports idle:
 * a transaction's statements run on one connection with no other client's statements in between,
 * and `SELECT … FOR UPDATE` serialises (a second transaction waits for the first to end), exactly
 * what a client of a real server relies on. Other connections' messages queue meanwhile.
 */
export class WireBridge {
  readonly #exec: ExecBatch;
  readonly #connections = new Set<BridgeSocket>();
  /** Connections with queued messages, in arrival order (never the owner). */
  readonly #waiting: BridgeSocket[] = [];
  #owner: BridgeSocket | null = null;
  #busy = false;
  #scheduled = false;
  #failure: Error | null = null;

  constructor(exec: ExecBatch) {
    this.#exec = exec;
  }

  /** A socket-like stream for node-postgres (`new pg.Client({ stream: () => bridge.connect() })`). */
  connect(): Duplex {
    const socket = new BridgeSocket(this);
    const failure = this.#failure;
    if (failure) process.nextTick(() => socket.destroy(failure));
    else this.#connections.add(socket);
    return socket;
  }

  /** The backend is gone: every connection errors, so pools drop them and callers see why. */
  fail(err: Error) {
    this.#failure ??= err;
    for (const socket of this.#connections) socket.destroy(err);
    this.#connections.clear();
  }

  /** @internal Bytes a client wrote: frame them into whole messages and queue them. */
  receive(socket: BridgeSocket, chunk: Buffer) {
    if (socket.gone) return;
    let buf = socket.partial.length ? Buffer.concat([socket.partial, chunk]) : chunk;
    while (!socket.gone) {
      if (!socket.started) {
        if (buf.length < 8) break;
        const length = buf.readInt32BE(0);
        if (buf.length < length) break;
        const code = buf.readInt32BE(4);
        const message = buf.subarray(0, length);
        buf = buf.subarray(length);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          socket.push(Buffer.from('N')); // no encryption on an in-process pipe
        } else if (code === CANCEL_REQUEST) {
          socket.end();
          this.release(socket);
        } else {
          socket.started = true;
          socket.queue.push(message);
        }
        continue;
      }
      if (buf.length < 5) break;
      const length = 1 + buf.readInt32BE(1);
      if (buf.length < length) break;
      const message = buf.subarray(0, length);
      buf = buf.subarray(length);
      if (message[0] === TERMINATE) this.release(socket);
      else socket.queue.push(message);
    }
    socket.partial = socket.gone ? Buffer.alloc(0) : Buffer.from(buf);
    if (socket.queue.length && socket !== this.#owner && !this.#waiting.includes(socket)) {
      this.#waiting.push(socket);
    }
    this.#schedule();
  }

  /** @internal The client said goodbye or its stream closed: drop its queue, end what it left open. */
  release(socket: BridgeSocket) {
    if (socket.gone) return;
    socket.gone = true;
    socket.queue.length = 0;
    this.#connections.delete(socket);
    const at = this.#waiting.indexOf(socket);
    if (at >= 0) this.#waiting.splice(at, 1);
    if (this.#owner === socket && !this.#busy) this.#abandon();
    // When its batch is still running, the reply handler sees `gone` and abandons then.
  }

  // Batches written in one tick (pg writes Parse, Bind, Describe, Execute and Sync separately)
  // go to the backend together.
  #schedule() {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      this.#dispatch();
    });
  }

  #dispatch() {
    if (this.#busy || this.#failure) return;
    let socket = this.#owner;
    if (socket) {
      if (!socket.queue.length) return; // the owner's next statement is on its way
    } else {
      socket = this.#waiting.shift() ?? null;
      if (!socket) return;
      this.#owner = socket;
    }
    const batch = concat(socket.queue);
    socket.queue.length = 0;
    this.#run(batch, (reply) => {
      const owner = socket;
      if (!owner.gone) owner.push(Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength));
      if (owner.gone) return this.#abandon();
      if (readyStatus(reply) === IDLE) {
        this.#owner = null;
        if (owner.queue.length) this.#waiting.push(owner);
      }
    });
  }

  /** The owner vanished mid-batch or mid-transaction: roll back so the next client starts clean. */
  #abandon() {
    this.#run(concat([ABANDON]), () => {
      this.#owner = null;
    });
  }

  #run(batch: Uint8Array, onReply: (reply: Uint8Array) => void) {
    this.#busy = true;
    this.#exec(batch).then(
      (reply) => {
        this.#busy = false;
        onReply(reply);
        this.#dispatch();
      },
      (err: unknown) => {
        this.#busy = false;
        this.fail(err instanceof Error ? err : new Error(String(err)));
      },
    );
  }
}

/** A fresh, unshared buffer (it is moved to the database thread, so never a pooled Buffer slab). */
function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The status byte of the reply's last message when that message is a ReadyForQuery, else null. */
export function readyStatus(reply: Uint8Array): number | null {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  let at = 0;
  let last = -1;
  while (at + 5 <= reply.length) {
    last = at;
    at += 1 + view.getInt32(at + 1);
  }
  if (last < 0 || at !== reply.length || reply[last] !== READY_FOR_QUERY) return null;
  return reply[last + 5] ?? null;
}

/** What node-postgres needs of a socket; the bytes go to the bridge instead of the network. */
class BridgeSocket extends Duplex {
  started = false;
  gone = false;
  partial: Buffer = Buffer.alloc(0);
  readonly queue: Uint8Array[] = [];
  readonly #bridge: WireBridge;

  constructor(bridge: WireBridge) {
    super();
    this.#bridge = bridge;
  }

  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (err?: Error | null) => void) {
    this.#bridge.receive(this, chunk);
    callback();
  }

  override _final(callback: (err?: Error | null) => void) {
    this.#bridge.release(this);
    this.push(null);
    callback();
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void) {
    this.#bridge.release(this);
    callback(err);
  }
}

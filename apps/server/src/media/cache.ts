/** A small byte-bounded LRU for rendered media, keyed by URL path. */
export interface CachedAsset {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
}

export class AssetCache {
  private readonly map = new Map<string, CachedAsset>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedAsset | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedAsset): void {
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.map.delete(key);
    }
    if (value.body.length > this.maxBytes) return;
    this.map.set(key, value);
    this.bytes += value.body.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.body.length;
    }
  }

  get size(): number {
    return this.map.size;
  }
}

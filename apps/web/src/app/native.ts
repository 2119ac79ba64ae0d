interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/**
 * True inside the Capacitor wrapper (android, ios). The wrapper injects `window.Capacitor`
 * before the bundle runs, so reading it lazily is enough; in a browser it is absent.
 */
export function isNativePlatform(): boolean {
  const cap = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  try {
    return Boolean(cap?.isNativePlatform?.());
  } catch {
    return false;
  }
}

/**
 * A unique constraint refused the write (SQLSTATE 23505), from either driver: node-postgres puts
 * the code on the error, drizzle's wrapper on its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * The JSON routes' refusals: one body shape (`success: false`, the text as `error` and, for older
 * clients of the same routes, as `message`) and one wording for input the protocol schema refuses.
 */
export const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ success: false, message, error: message });

/** 'Invalid request: <field> <reason>.' for the first problem zod found. */
export function invalidRequest(error: z.ZodError): string {
  const issue = error.issues[0];
  return `Invalid request: ${issue?.path.join('.') || 'input'} ${issue?.message ?? 'is invalid'}.`;
}

/** `value` parsed by `schema`, or undefined once a 400 naming the problem was sent. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  void fail(reply, 400, invalidRequest(parsed.error));
  return undefined;
}

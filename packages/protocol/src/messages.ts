import { z } from 'zod';

/** One line of feedback shown to the user. */
export const messageItemSchema = z.object({ msg: z.string() });
export type MessageItem = z.infer<typeof messageItemSchema>;

/** The `messages` block every auth response carries: errors, success and info lists. */
export const messagesSchema = z.object({
  errors: z.array(messageItemSchema),
  success: z.array(messageItemSchema),
  info: z.array(messageItemSchema),
});
export type Messages = z.infer<typeof messagesSchema>;

export function messages(partial: Partial<Record<keyof Messages, string[]>> = {}): Messages {
  const wrap = (list: string[] | undefined) => (list ?? []).map((msg) => ({ msg }));
  return { errors: wrap(partial.errors), success: wrap(partial.success), info: wrap(partial.info) };
}

import { z } from 'zod';

/** Where a device token comes from: the native wrapper on Android or iOS, or a web push client. */
export const PUSH_PLATFORMS = ['android', 'ios', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * POST /api/user/push-token: the device token the native push plugin registered with (an FCM
 * registration token or an APNs device token). Printable ASCII only, as both services issue.
 */
export const pushTokenBodySchema = z.object({
  token: z
    .string()
    .min(8, 'token is too short.')
    .max(4096, 'token is too long.')
    .regex(/^[\x21-\x7e]+$/, 'token must be printable ASCII without spaces.'),
  platform: z.enum(PUSH_PLATFORMS),
});
export type PushTokenBody = z.infer<typeof pushTokenBodySchema>;

export interface PushTokenReply {
  success: boolean;
  error?: string;
}

/** What the server pushes; `url` is the in-app path the tap opens (e.g. /app/versus). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

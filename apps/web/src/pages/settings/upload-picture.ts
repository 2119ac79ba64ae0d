import type { ProfileImageResponse } from '@mnemoria/protocol';

export type UploadOutcome = { ok: true; message: string; image: string } | { ok: false; message: string };

/**
 * Sends the cropped picture (multipart field `image`). A reply with a body carries the server's
 * message; without one the texts are 'Success!', 'Error!', or 'Upload failed' when nothing came back.
 */
export async function uploadPicture(png: Blob): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('image', png, 'picture.png');
  let res: Response;
  try {
    res = await fetch('/api/user/settings/custom-profile-image', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { ok: false, message: 'Upload failed' };
  }
  const body = (await res.json().catch(() => null)) as Partial<ProfileImageResponse> | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  if (res.ok && body?.success && typeof body.image === 'string')
    return { ok: true, message: message ?? 'Success!', image: body.image };
  return { ok: false, message: message ?? 'Error!' };
}

import type { MyPalace } from '@mnemoria/protocol';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import type { useMyPalaceChange } from './my-palace-queries.ts';

/**
 * The palace's own walk-through video: the player when one is uploaded (it seeks by byte ranges),
 * and the upload / remove controls. MP4 or MOV in H.264, HEVC, AV1 or VP9, stored as uploaded.
 */
export function PalaceVideoUpload(props: {
  palace: MyPalace;
  maxBytes: number | undefined;
  change: ReturnType<typeof useMyPalaceChange>;
}) {
  const { palace, change } = props;
  const fileId = useId();
  const upload = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('video', file);
    change.mutate({ method: 'POST', path: '/video', body: form });
  };
  const mb = props.maxBytes ? `, at most ${Math.round(props.maxBytes / 1024 / 1024)} MB` : '';
  return (
    <section className="my-palace__video panel" aria-label="Walk-through video">
      <h2 className="palaces__group-title">Walk-through video</h2>
      {palace.video ? (
        // biome-ignore lint/a11y/useMediaCaption: the user's own silent walk; its locations are listed below
        <video className="palace__video" src={palace.video} controls preload="metadata" playsInline />
      ) : (
        <p className="page__lead">
          Optional: film the walk once and keep it here (MP4 or MOV: H.264, HEVC, AV1 or VP9{mb}).
        </p>
      )}
      <div className="my-location__actions">
        <label className="btn btn--secondary btn--md my-location__file" htmlFor={fileId}>
          {palace.video ? 'Replace video' : 'Upload video'}
          <input
            id={fileId}
            type="file"
            accept="video/mp4,video/quicktime,.mp4,.mov,.m4v"
            aria-label="Walk-through video"
            onChange={(e) => upload(e.target.files?.[0])}
          />
        </label>
        {palace.video ? (
          <Button variant="ghost" onClick={() => change.mutate({ method: 'DELETE', path: '/video' })}>
            Remove video
          </Button>
        ) : null}
      </div>
    </section>
  );
}

import type { User } from '@mnemoria/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { currentUserKey } from '../../api/auth-queries.ts';
import { Button } from '../../ui/button.tsx';
import { leaderboardKey } from '../leaderboard/leaderboard-queries.ts';
import { cropToPng, isPictureType, PICTURE_TYPES } from './crop-image.ts';
import { uploadPicture } from './upload-picture.ts';
import '../../ui/dialog.css';

/** After a successful upload the dialog shows the message this long, then resets and closes. */
export const CLOSE_AFTER_MS = 1500;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

type Status = { tone: 'idle' } | { tone: 'pending' } | { tone: 'success' | 'error'; message: string };

/**
 * 'Update Picture': choose a JPEG, PNG or WebP, frame it in a round 1:1 crop (zoom 1–3), Save.
 * The crop is exported as a PNG and uploaded; the header and every avatar switch to the new
 * picture as soon as the server has it. A native modal <dialog>: focus is trapped, Escape closes.
 */
export function UpdatePictureDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const client = useQueryClient();
  const titleId = useId();
  const fileId = useId();
  const zoomId = useId();
  const [src, setSrc] = useState<string>();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [status, setStatus] = useState<Status>({ tone: 'idle' });
  const [fileKey, setFileKey] = useState(0);

  const reset = useCallback(() => {
    setSrc((old) => {
      if (old) URL.revokeObjectURL(old);
      return undefined;
    });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(undefined);
    setStatus({ tone: 'idle' });
    setFileKey((k) => k + 1);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (status.tone !== 'success') return;
    const timer = setTimeout(() => {
      reset();
      onClose();
    }, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, reset, onClose]);

  const choose = (file: File | undefined) => {
    setArea(undefined);
    setSrc((old) => {
      if (old) URL.revokeObjectURL(old);
      return undefined;
    });
    if (!file) return setStatus({ tone: 'idle' });
    if (!isPictureType(file.type))
      return setStatus({ tone: 'error', message: 'Only JPEG, PNG or WebP pictures can be uploaded.' });
    if (file.size > MAX_FILE_BYTES)
      return setStatus({
        tone: 'error',
        message: 'The picture is too large. Please choose a file of at most 10 MB.',
      });
    setStatus({ tone: 'idle' });
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    // A file named .png is not necessarily a picture: it is decoded before the cropper gets it.
    const url = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => setSrc(url);
    probe.onerror = () => {
      URL.revokeObjectURL(url);
      setStatus({
        tone: 'error',
        message: 'This file cannot be read as a picture. Please choose a JPEG, PNG or WebP.',
      });
    };
    probe.src = url;
  };

  const save = async () => {
    if (!src || !area) return;
    setStatus({ tone: 'pending' });
    let outcome: Awaited<ReturnType<typeof uploadPicture>>;
    try {
      outcome = await uploadPicture(await cropToPng(src, area));
    } catch {
      outcome = { ok: false, message: 'Upload failed' };
    }
    if (!outcome.ok) return setStatus({ tone: 'error', message: outcome.message });
    const image = outcome.image;
    client.setQueryData<User | null>(currentUserKey, (user) => (user ? { ...user, image } : user));
    void client.invalidateQueries({ queryKey: leaderboardKey() });
    setStatus({ tone: 'success', message: outcome.message });
  };

  const close = () => {
    if (status.tone === 'pending') return;
    reset();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className="modal-dialog picture-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="modal-dialog__body">
        <h2 id={titleId} className="modal-dialog__title">
          Update Picture
        </h2>
        <div className="picture-dialog__file">
          <label htmlFor={fileId}>Choose a picture (JPEG, PNG or WebP)</label>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            disabled={status.tone === 'pending'}
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </div>
        <div className="picture-dialog__crop" data-empty={src ? undefined : 'true'}>
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={1}
              maxZoom={3}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          ) : (
            <p>Your picture appears here to be framed.</p>
          )}
        </div>
        <div className="picture-dialog__zoom">
          <label htmlFor={zoomId}>Zoom</label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            disabled={!src}
            onChange={(e) => setZoom(Number(e.target.value))}
          />
        </div>
        {status.tone === 'success' || status.tone === 'error' ? (
          <p
            className={`picture-dialog__status picture-dialog__status--${status.tone}`}
            role={status.tone === 'error' ? 'alert' : 'status'}
          >
            {status.tone === 'success' ? '✓ ' : '✕ '}
            {status.message}
          </p>
        ) : null}
        <div className="picture-dialog__actions">
          <Button variant="ghost" onClick={close} disabled={status.tone === 'pending'}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!src || !area || status.tone === 'pending' || status.tone === 'success'}
          >
            {status.tone === 'pending' ? 'Please Wait...' : 'Save'}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

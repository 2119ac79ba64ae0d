import type { Area } from 'react-easy-crop';

/** Largest side of the exported crop: the server stores 256 px, this leaves room for its resampling. */
export const EXPORT_MAX = 1024;

/** The file types the picture dialog offers and the server accepts. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const isPictureType = (type: string) => (PICTURE_TYPES as readonly string[]).includes(type);

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The picture could not be read.'));
    img.src = src;
  });
}

/** The square area chosen in the cropper, drawn into a canvas and exported as a PNG. */
export async function cropToPng(src: string, area: Area): Promise<Blob> {
  const img = await loadImage(src);
  const side = Math.max(1, Math.min(EXPORT_MAX, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot crop pictures.');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be exported.'))),
      'image/png',
    ),
  );
}

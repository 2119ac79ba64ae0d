import type { ImgHTMLAttributes } from 'react';
import { useMediaSrc } from './cache.ts';

type MediaImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { url: string; alt: string };

/** An <img> served from the prefetch cache (data URL) when present, else from the server. */
export function MediaImg({ url, alt, ...rest }: MediaImgProps) {
  const src = useMediaSrc(url);
  return <img src={src || undefined} alt={alt} draggable={false} {...rest} />;
}

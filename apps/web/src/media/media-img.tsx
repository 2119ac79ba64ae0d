import type { ImgHTMLAttributes } from 'react';
import { useMediaSrc } from './cache.ts';

type MediaImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { url: string; alt: string };

/**
 * An <img> served from the prefetch cache (data URL) when present, else from the server. Lazy by
 * default: a championship screen holds hundreds of pictures (500 images, 520 cards), and decoding
 * every SVG at once held the page for seconds at the start of memorize; off-screen ones now wait
 * until they are scrolled near.
 */
export function MediaImg({ url, alt, loading = 'lazy', ...rest }: MediaImgProps) {
  const src = useMediaSrc(url);
  return <img src={src || undefined} alt={alt} draggable={false} loading={loading} {...rest} />;
}

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaImg } from './media-img.tsx';

describe('a media picture', () => {
  it('loads lazily unless told otherwise, so hundreds of pictures do not all decode at once', () => {
    const { getByAltText } = render(
      <>
        <MediaImg url="/media/m/a.svg" alt="lazy" />
        <MediaImg url="/media/m/b.svg" alt="eager" loading="eager" />
      </>,
    );
    expect(getByAltText('lazy').getAttribute('loading')).toBe('lazy');
    expect(getByAltText('eager').getAttribute('loading')).toBe('eager');
    expect(getByAltText('lazy').getAttribute('src')).toBe('/media/m/a.svg');
  });
});

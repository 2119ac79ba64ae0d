import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadScreen } from './load-screen.tsx';

describe('load screen', () => {
  it('shows n / total and the percent on the progress bar', () => {
    render(
      <LoadScreen progress={{ loaded: 3, total: 8 }} failed={null} onRetry={() => {}} onExit={() => {}} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Media loaded' });
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
    expect(screen.getByText('3 / 8 · 37 %')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names what failed and offers Retry and Exit', () => {
    const onRetry = vi.fn();
    const onExit = vi.fn();
    render(
      <LoadScreen
        progress={{ loaded: 7, total: 8 }}
        failed={[{ url: '/media/sounds/s012.wav', reason: 'HTTP 404' }]}
        onRetry={onRetry}
        onExit={onExit}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('1 file failed to load after 3 attempts');
    expect(alert.textContent).toContain('sounds/s012.wav — HTTP 404');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onExit).toHaveBeenCalledOnce();
  });
});

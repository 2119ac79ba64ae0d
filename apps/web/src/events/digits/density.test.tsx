import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DENSITY_KEY, DensityControl } from './density.tsx';

afterEach(() => localStorage.removeItem(DENSITY_KEY));

describe('memorize text size', () => {
  it('steps down and up within its bounds and remembers the choice in this browser', () => {
    const { unmount } = render(<DensityControl />);
    expect(screen.getByTestId('density-value').textContent).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Smaller text, more rows' }));
    fireEvent.click(screen.getByRole('button', { name: 'Smaller text, more rows' }));
    expect(screen.getByTestId('density-value').textContent).toBe('80%');
    expect(localStorage.getItem(DENSITY_KEY)).toBe('0.8');
    unmount();
    render(<DensityControl />);
    expect(screen.getByTestId('density-value').textContent).toBe('80%');
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByRole('button', { name: 'Larger text' }));
    expect(screen.getByTestId('density-value').textContent).toBe('130%');
    expect((screen.getByRole('button', { name: 'Larger text' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('ignores a stored value it does not offer', () => {
    localStorage.setItem(DENSITY_KEY, '7');
    render(<DensityControl />);
    expect(screen.getByTestId('density-value').textContent).toBe('100%');
  });
});

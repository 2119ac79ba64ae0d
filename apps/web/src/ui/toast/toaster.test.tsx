import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only the newest toast and hides it after 2 seconds', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show({ title: 'Reset code email sent', variant: 'success' });
      store.show({ title: 'Email not found', variant: 'destructive' });
    });
    expect(screen.queryByText('Reset code email sent')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Email not found');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Email not found')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Email not found')).toBeNull();
  });
});

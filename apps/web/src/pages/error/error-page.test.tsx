import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, resetAfterEach, signedOut } from '../../test/app-routes.tsx';
import { stubFetch } from '../../test/render.tsx';

vi.mock('../../realtime/main-socket.ts', () => ({
  mainSocket: { connect: vi.fn(), disconnect: vi.fn(), on: vi.fn(), off: vi.fn(), emit: vi.fn() },
}));

resetAfterEach();

describe('an address that leads nowhere', () => {
  it.each(['/policy/nope', '/no/such/page'])(
    '%s shows "Page not found" with a way home, logging nothing',
    async (path) => {
      stubFetch(signedOut);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(screen.getByTestId('not-found-path').textContent).toBe(path);
      expect(screen.queryByText('Unknown error')).toBeNull();
      await waitFor(() => expect(logged).not.toHaveBeenCalled());
    },
  );
});

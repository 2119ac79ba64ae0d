import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { SignupPage } from './signup-page.tsx';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const verdict = () => screen.getByRole('status').textContent ?? '';

describe('sign-up password strength', () => {
  it('shows the strength as the user types, with the reason a password is refused', async () => {
    renderRoutes([{ path: '/signup', element: <SignupPage /> }], '/signup');
    expect(screen.queryByRole('status')).toBeNull();

    type(/^password$/i, 'pass');
    expect(verdict()).toBe('Too short: at least 8 characters.');

    type(/^password$/i, 'password123');
    await screen.findByText(/^Very weak: too easy to guess\./, undefined, { timeout: 15_000 });
    expect(verdict()).toMatch(/commonly used password/);

    type(/^username$/i, 'ada_lovelace');
    type(/^password$/i, 'ada_lovelace1');
    await screen.findByText(/too easy to guess/, undefined, { timeout: 15_000 });

    type(/^password$/i, 'tundra pika lantern');
    await screen.findByText(/^(Strong|Very strong)\.$/, undefined, { timeout: 15_000 });
  });
});

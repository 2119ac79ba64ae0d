import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { MembershipPage } from './membership-page.tsx';

const plans = [
  { _id: 'premium-monthly', name: 'Monthly', discount: 0, price: 499, currency: 'usd', interval: 'month' },
];

function show(provider: 'stripe' | 'test' | 'none') {
  stubFetch({
    'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } },
    'GET /api/payment/plans': { status: 200, body: plans },
    'GET /api/payment/provider': { status: 200, body: { success: true, provider } },
  });
  renderRoutes([{ path: '/app/membership', element: <MembershipPage /> }], '/app/membership');
}

describe('membership page and the payment provider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says payments are not set up and offers no checkout when the server has no provider', async () => {
    show('none');
    expect(await screen.findByText('Payments are not set up on this server')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Not available yet' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('labels the built-in provider as test mode', async () => {
    show('test');
    expect(await screen.findByText('Test mode:')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Subscribe' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('tells a premium user whose payment failed how long premium goes on', async () => {
    stubFetch({
      'GET /api/user?optional=true': {
        status: 200,
        body: {
          user: fakeUser({
            membership: {
              premium: true,
              package: null,
              status: 'past_due',
              graceUntil: '2031-03-14T12:00:00.000Z',
            },
          }),
        },
      },
      'GET /api/payment/plans': { status: 200, body: plans },
      'GET /api/payment/provider': { status: 200, body: { success: true, provider: 'stripe' } },
    });
    renderRoutes([{ path: '/app/membership', element: <MembershipPage /> }], '/app/membership');
    const alert = (await screen.findByText(/Your last payment failed/)).closest('[role="alert"]');
    if (!alert) throw new Error('the payment notice is not an alert');
    expect(alert.textContent).toContain('Your last payment failed. Premium goes on until');
    expect(alert.textContent).toContain(new Date('2031-03-14T12:00:00.000Z').toLocaleDateString());
  });
});

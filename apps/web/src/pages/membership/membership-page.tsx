import type { Plan } from '@mnemoria/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentUserKey, useCurrentUser } from '../../api/auth-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import '../../ui/page.css';
import './membership.css';
import {
  openCheckout,
  openManage,
  priceText,
  usePaymentProvider,
  usePlan,
  usePlans,
} from './membership-queries.ts';

const FREE_PERKS = ['5 trials per day', 'Custom Training', 'Online Competing'];
// Only what premium gives today.
const PREMIUM_PERKS = ['Unlimited Trials', 'Custom Training', 'Online Competing', 'Tournaments'];

function Perks({ items }: { items: string[] }) {
  return (
    <ul className="membership__perks">
      {items.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/** The provider's page opens in this tab; a failure to get its link is shown here. */
function useOpen() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, open: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    try {
      await open();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not open the payment page. Please try again.');
      setBusy(null);
    }
  };
  return { busy, error, run };
}

function PlanCard({
  plan,
  busy,
  available,
  onSubscribe,
}: {
  plan: Plan;
  busy: boolean;
  available: boolean;
  onSubscribe(): void;
}) {
  return (
    <section className="membership__card membership__card--plan" aria-label={`${plan.name} plan`}>
      <h2 className="membership__name">
        {plan.name}
        {plan.discount > 0 ? <span className="membership__discount"> ({plan.discount}% off)</span> : null}
      </h2>
      <p className="membership__price">{priceText(plan)}</p>
      <Perks items={PREMIUM_PERKS} />
      <Button onClick={onSubscribe} disabled={busy || !available} block>
        {available ? (busy ? 'Opening checkout…' : 'Subscribe') : 'Not available yet'}
      </Button>
    </section>
  );
}

/**
 * Membership (/app/membership): a free user sees the Free card and one card per plan with
 * Subscribe; a premium user sees their plan and Manage. Both lead to the payment provider's
 * hosted pages, which send the browser back here (or to the success / cancelled pages).
 */
export function MembershipPage() {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const plans = usePlans();
  const premium = user?.membership?.premium === true;
  const plan = usePlan(premium ? user?.membership?.package : null);
  const { busy, error, run } = useOpen();
  const provider = usePaymentProvider().data;

  // Back from the provider's manage page the membership may have changed: read it again.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: currentUserKey });
  }, [client]);

  return (
    <div className="page membership">
      <title>Membership · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Membership</h1>
      </header>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {provider === 'none' ? (
        <Alert tone="info">
          <strong>Payments are not set up on this server</strong>, so memberships cannot be bought here yet.
          Everything on the free plan keeps working.
        </Alert>
      ) : null}
      {provider === 'test' ? (
        <Alert tone="info">
          <strong>Test mode:</strong> payments on this server are simulated. No card is asked for and no money
          is taken.
        </Alert>
      ) : null}
      {premium ? (
        <section className="membership__card membership__card--current" aria-label="Your plan">
          <p className="membership__badge">Premium</p>
          <h2 className="membership__name" data-testid="membership-plan">
            Plan: {plan.data?.name ?? (user?.membership?.package ? '…' : 'Premium')}
          </h2>
          {user?.membership?.graceUntil ? (
            <Alert tone="danger">
              Your last payment failed. Premium goes on until{' '}
              {new Date(user.membership.graceUntil).toLocaleDateString()} while your card is tried again:
              update it with Manage.
            </Alert>
          ) : null}
          <Perks items={PREMIUM_PERKS} />
          <Button onClick={() => run('manage', openManage)} disabled={busy !== null}>
            {busy === 'manage' ? 'Opening…' : 'Manage'}
          </Button>
        </section>
      ) : (
        <div className="membership__grid">
          <section className="membership__card" aria-label="Free plan">
            <h2 className="membership__name">Free</h2>
            <p className="membership__price">Your current plan</p>
            <Perks items={FREE_PERKS} />
          </section>
          {plans.isError ? <Alert tone="danger">Could not load the plans. Please refresh.</Alert> : null}
          {plans.data?.map((p) => (
            <PlanCard
              key={p._id}
              plan={p}
              busy={busy !== null}
              available={provider !== 'none'}
              onSubscribe={() => run(p._id, () => openCheckout(p._id))}
            />
          ))}
        </div>
      )}
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentUserKey, useCurrentUser } from '../../api/auth-queries.ts';
import { ButtonLink } from '../../ui/button.tsx';
import '../../ui/page.css';
import './membership.css';
import { usePlan } from './membership-queries.ts';

/** How long to wait for the provider's webhook before saying it is late (it usually takes a second). */
const CONFIRM_TIMEOUT_MS = 30_000;
const POLL_MS = 1_500;

/**
 * Back from a completed checkout: premium starts when the provider's signed webhook arrives, which
 * may be a moment after the browser returns, so the page reads the membership until it shows.
 */
export function MembershipSuccessPage() {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const premium = user?.membership?.premium === true;
  const plan = usePlan(premium ? user?.membership?.package : null);
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (premium) return;
    void client.invalidateQueries({ queryKey: currentUserKey });
    const poll = setInterval(() => void client.invalidateQueries({ queryKey: currentUserKey }), POLL_MS);
    const giveUp = setTimeout(() => {
      clearInterval(poll);
      setLate(true);
    }, CONFIRM_TIMEOUT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [client, premium]);

  return (
    <div className="page membership">
      <title>Payment complete · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">{premium ? 'Welcome to Premium' : 'Confirming your payment'}</h1>
      </header>
      <section className="membership__card membership__card--current" role="status">
        {premium ? (
          <>
            <p>Your payment went through and your account is premium now: unlimited trials start today.</p>
            <p className="membership__name">Plan: {plan.data?.name ?? 'Premium'}</p>
          </>
        ) : late ? (
          <p>
            Your payment is not confirmed yet. If you were charged, premium will start as soon as the payment
            provider confirms it; check this page again in a few minutes.
          </p>
        ) : (
          <p>Your payment was received; waiting for the payment provider to confirm it…</p>
        )}
        <ButtonLink to="/app/membership" variant="secondary">
          Back to Membership
        </ButtonLink>
      </section>
    </div>
  );
}

/** Back from a checkout the user left without paying. */
export function MembershipCancelledPage() {
  return (
    <div className="page membership">
      <title>Checkout cancelled · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Checkout cancelled</h1>
      </header>
      <section className="membership__card" role="status">
        <p>
          You left the checkout without subscribing. Nothing was charged and your membership is unchanged.
        </p>
        <ButtonLink to="/app/membership">See the plans again</ButtonLink>
      </section>
    </div>
  );
}

import type {
  CheckoutUrlResponse,
  ManageUrlResponse,
  PaymentProviderResponse,
  Plan,
  PlanResponse,
  PlansResponse,
} from '@mnemoria/protocol';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http.ts';

/** The plans on offer (they change only with the server's configuration). */
export function usePlans() {
  return useQuery({
    queryKey: ['payment', 'plans'],
    queryFn: () => getJson<PlansResponse>('/api/payment/plans'),
    staleTime: 5 * 60_000,
  });
}

/** Which provider takes payments on this server (it changes only with its configuration). */
export function usePaymentProvider() {
  return useQuery({
    queryKey: ['payment', 'provider'],
    queryFn: async () => (await getJson<PaymentProviderResponse>('/api/payment/provider')).provider,
    staleTime: 5 * 60_000,
  });
}

/** The plan of the user's membership package (absent when premium was granted without a plan). */
export function usePlan(priceId: string | null | undefined) {
  return useQuery<Plan | null>({
    queryKey: ['payment', 'plan', priceId ?? ''],
    enabled: Boolean(priceId),
    queryFn: async () =>
      (await getJson<PlanResponse>(`/api/payment/plan?priceId=${encodeURIComponent(priceId ?? '')}`)).plan,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The provider's hosted pages are opened in this tab: they send the browser back when done. */
export async function openCheckout(planId: string) {
  const { checkout_url } = await getJson<CheckoutUrlResponse>(
    `/api/payment/checkout-url?planId=${encodeURIComponent(planId)}`,
  );
  window.location.assign(checkout_url);
}

export async function openManage() {
  const { manage_url } = await getJson<ManageUrlResponse>('/api/payment/manage-url');
  window.location.assign(manage_url);
}

export const priceText = (plan: Plan) =>
  `${new Intl.NumberFormat('en', { style: 'currency', currency: plan.currency.toUpperCase() }).format(plan.price / 100)} / ${plan.interval}`;

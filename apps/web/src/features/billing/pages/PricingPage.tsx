import { BILLING_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS, type Plan, PRICING_DISMISS_REDIRECT_MS } from '@visaready/shared/schemas/billing';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PageShell } from '../../../components/ui/PageShell';
import { rememberPlanChoice } from '../../../lib/plan-choice';
import { useSession } from '../../../lib/session';
import { placeOrder } from '../api/checkout';
import { usePlans } from '../api/plans';
import { PricingBanner } from '../components/PricingBanner';
import { gatewayNotOpenedMessage, usePayment } from '../components/use-payment';
import { formatRupees } from '../lib/format-rupees';
import '../components/billing.css';

const visaCategoryOf = (plan: Plan) => (plan.name.startsWith('B1/B2') ? 'B1/B2' : 'F1');

/** Price per month shown on the card; annual plans are billed yearly. */
function monthlyPrice(plan: Plan) {
  return plan.duration_days >= 365 ? Math.round(plan.price / 12) : plan.price;
}

/** Whether the plan renews (and how often) or is paid once, said before Buy Now. */
function renewalTerms(plan: Plan) {
  if (plan.billing_period === 'monthly') return 'Renews every month until you cancel';
  if (plan.billing_period === 'yearly') return 'Renews every year until you cancel';
  return `One-time payment for ${plan.duration_days} days`;
}

export default function PricingPage() {
  const navigate = useNavigate();
  const { status } = useSession();
  const { pay, dialog } = usePayment();
  const { data, isPending, isError } = usePlans();
  const plans = data?.data ?? [];
  const [buying, setBuying] = useState<number | null>(null);

  useEffect(() => {
    if (isError) toast.error(BILLING_MESSAGES.plansFailed);
  }, [isError]);

  const buy = async (plan: Plan) => {
    // Visitors sign up first; the plan goes with them (000 §3).
    if (status !== 'authenticated') {
      rememberPlanChoice({
        subscriptionId: plan.subscription_id,
        orderType: plan.subscription_type,
        price: plan.price,
        name: plan.name,
        visaCategory: visaCategoryOf(plan),
        trialSubscriptionId: data?.trial_subscription_id ?? null,
      });
      navigate('/Signup');
      return;
    }
    setBuying(plan.subscription_id);
    try {
      const outcome = await pay(await placeOrder(plan), plan.name);
      const notOpened = gatewayNotOpenedMessage(outcome);
      if (outcome === 'paid') {
        toast.success(BILLING_MESSAGES.paymentSuccess);
        setTimeout(() => navigate('/dashboard'), PAYMENT_SUCCESS_REDIRECT_MS);
      } else if (notOpened) {
        toast.error(notOpened);
      } else {
        toast.error(outcome === 'unverified' ? BILLING_MESSAGES.updateFailed : BILLING_MESSAGES.notCompleted);
        setTimeout(() => navigate('/subscription-history'), PRICING_DISMISS_REDIRECT_MS);
      }
    } catch {
      toast.error(BILLING_MESSAGES.initiateFailed);
    } finally {
      setBuying(null);
    }
  };

  return (
    <PageShell title="Choose Your Interview Plan" className="pricing">
      <PricingBanner />

      {isPending ? (
        <p>Loading plans…</p>
      ) : (
        <ul className="pricing__plans">
          {plans.map((plan) => (
            <li key={plan.subscription_id} className="plan-card">
              {plan.tag1 && <span className="plan-card__tag">{plan.tag1}</span>}
              <h2 className="plan-card__name">{plan.name}</h2>
              <p className="plan-card__price">
                <strong>{formatRupees(monthlyPrice(plan))}</strong> / month
              </p>
              {plan.duration_days >= 365 && <p className="plan-card__billing">Billed {formatRupees(plan.price)} yearly</p>}
              <p className="plan-card__renewal">{renewalTerms(plan)}</p>
              <p className="plan-card__tests">{plan.tests_granted} mock interviews</p>
              {plan.description && <p className="plan-card__description">{plan.description}</p>}
              <button type="button" className="btn btn-primary" onClick={() => buy(plan)} disabled={buying !== null}>
                {buying === plan.subscription_id ? 'Processing…' : 'Buy Now'}
              </button>
            </li>
          ))}
        </ul>
      )}

      <section className="pricing__why" aria-labelledby="why-choose">
        <div>
          <h2 id="why-choose">Why Choose VisaReady</h2>
          <p>Realistic consular-style questions, spoken aloud, answered by voice and transcribed live.</p>
        </div>
        <div>
          <h2>What We Offer</h2>
          <p>F1 student and B1/B2 visitor interviews, scores out of 10, feedback and model answers.</p>
        </div>
        <div>
          <h2>What Makes Us Stand Out</h2>
          <p>Scoring that explains itself, retakes to track progress, and payments in INR by card, net banking, wallet or UPI.</p>
        </div>
      </section>
      {dialog}
    </PageShell>
  );
}

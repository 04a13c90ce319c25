import { SignupForm } from '../../features/accounts/pages/SignupPage';
import { useSignupPayment } from '../../features/billing/components/use-signup-payment';
import { readPlanChoice } from '../../lib/plan-choice';

/**
 * The sign-up page with its paid-plan step: accounts owns the form, billing the checkout; features do not import
 * each other, so the app joins them here.
 */
export default function SignupWithCheckout() {
  const { startSignupPayment, dialog } = useSignupPayment();
  return (
    <>
      <SignupForm onPaymentDue={(orderId) => void startSignupPayment(orderId, readPlanChoice().categoryName)} />
      {dialog}
    </>
  );
}

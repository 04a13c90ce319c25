import { DEFAULT_VISA_CATEGORY } from '@visaready/shared';
import { SignupForm } from '../../features/accounts/pages/SignupPage';
import { useSignupPayment } from '../../features/billing/components/use-signup-payment';
import { STORAGE_KEYS } from '../../lib/storage';

/**
 * The sign-up page with its paid-plan step: accounts owns the form, billing the checkout; features do not import
 * each other, so the app joins them here.
 */
export default function SignupWithCheckout() {
  const { startSignupPayment, dialog } = useSignupPayment();
  return (
    <>
      <SignupForm
        onPaymentDue={(orderId) => {
          const category = localStorage.getItem(STORAGE_KEYS.categoryName) ?? DEFAULT_VISA_CATEGORY;
          void startSignupPayment(orderId, category);
        }}
      />
      {dialog}
    </>
  );
}

import { SignupForm } from './SignupPage';

/** /GoogleSignup: the sign-up page, offering Google first (the e-mail form stays until Google answers). */
export default function GoogleSignupPage() {
  return <SignupForm initialVariant="email" />;
}

import { SignupForm } from './SignupPage';

/** /EmailSignup: the sign-up page's e-mail variant. */
export default function EmailSignupPage() {
  return <SignupForm initialVariant="email" />;
}

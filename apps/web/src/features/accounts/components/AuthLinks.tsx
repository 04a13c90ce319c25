import type { ReactNode } from 'react';

/** The sign-in and sign-up pages' closing links: the way to the other page, and the policies in new tabs. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <p className="auth__links">
      <span>{children}</span>
      <a href="/privacy-policy" target="_blank" rel="noopener">
        Privacy Policy
      </a>
      <a href="/terms-and-conditions" target="_blank" rel="noopener">
        Terms and Conditions
      </a>
    </p>
  );
}

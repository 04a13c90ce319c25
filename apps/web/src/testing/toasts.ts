import { waitFor } from '@testing-library/react';

function shownToasts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.Toastify__toast')];
}

/** The texts of the toasts on screen now. */
export function toastTexts(): string[] {
  return shownToasts().map((toast) => toast.textContent ?? '');
}

/** Waits for a toast saying exactly `text` (react-toastify's container is the app's, from AppServices). */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = shownToasts().find((candidate) => candidate.textContent === text);
    if (!toast) throw new Error(`No toast "${text}"; shown: ${JSON.stringify(toastTexts())}`);
    return toast;
  });
}

/** How long the toast stays: react-toastify runs its timer bar for exactly the autoClose time. */
export function toastDurationMs(toast: HTMLElement): number {
  const bar = toast.querySelector<HTMLElement>('[role="progressbar"]');
  return Number.parseInt(bar?.style.animationDuration ?? '', 10);
}

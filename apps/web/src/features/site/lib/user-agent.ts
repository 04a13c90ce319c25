/** Browser detection from the user-agent string, for the hints the spec asks for (§2). */

const IN_APP_BROWSERS: Array<[RegExp, string]> = [
  [/FBAN|FBAV|FB_IAB/i, 'Facebook'],
  [/Instagram/i, 'Instagram'],
  [/LinkedInApp/i, 'LinkedIn'],
  [/YouTube|com\.google\.ios\.youtube/i, 'YouTube'],
  [/Twitter|TwitterAndroid/i, 'Twitter'],
  [/WhatsApp/i, 'WhatsApp'],
  [/Messenger|MESSENGER/i, 'Messenger'],
];

/** The in-app browser the page is open in, or null (banner: Facebook, Instagram, LinkedIn, YouTube, Twitter, WhatsApp, Messenger). */
export function inAppBrowser(userAgent: string): string | null {
  return IN_APP_BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** The 'please use Google Chrome' hint: Safari, Firefox and the Facebook, LinkedIn, Instagram and YouTube in-app browsers. */
export function shouldSuggestChrome(userAgent: string): boolean {
  const app = inAppBrowser(userAgent);
  if (app && ['Facebook', 'LinkedIn', 'Instagram', 'YouTube'].includes(app)) return true;
  if (/Firefox|FxiOS/i.test(userAgent)) return true;
  const safari = /Safari/i.test(userAgent) && !/Chrome|Chromium|CriOS|Edg|OPR|Android/i.test(userAgent);
  return safari;
}

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent);
export const isIos = (userAgent: string) => /iPhone|iPad|iPod/i.test(userAgent);

/** An Android intent URL that opens the current page in Chrome. */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  return `intent://${url.host}${url.pathname}${url.search}${url.hash}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;end`;
}

import { describe, expect, it } from 'vitest';
import { chromeIntentUrl, inAppBrowser, shouldSuggestChrome } from './user-agent';

const UA = {
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0',
  facebook:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0]',
  whatsapp: 'WhatsApp/2.23.20 A',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('user-agent detection', () => {
  it('recognises the in-app browsers of the spec', () => {
    expect(inAppBrowser(UA.instagram)).toBe('Instagram');
    expect(inAppBrowser(UA.facebook)).toBe('Facebook');
    expect(inAppBrowser(UA.whatsapp)).toBe('WhatsApp');
    expect(inAppBrowser(UA.chrome)).toBeNull();
  });

  it('suggests Chrome for Safari, Firefox and four in-app browsers, not for Chrome or WhatsApp', () => {
    expect(shouldSuggestChrome(UA.safari)).toBe(true);
    expect(shouldSuggestChrome(UA.firefox)).toBe(true);
    expect(shouldSuggestChrome(UA.instagram)).toBe(true);
    expect(shouldSuggestChrome(UA.chrome)).toBe(false);
    expect(shouldSuggestChrome(UA.whatsapp)).toBe(false);
  });

  it('builds an Android intent for Chrome', () => {
    expect(chromeIntentUrl('https://visaready.example/faqs?x=1#a')).toBe(
      'intent://visaready.example/faqs?x=1#a#Intent;scheme=https;package=com.android.chrome;end',
    );
  });
});

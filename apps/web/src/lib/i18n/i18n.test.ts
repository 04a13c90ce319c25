import { ACCOUNT_MESSAGES } from '@visaready/shared/schemas/accounts';
import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import { PRACTICE_MESSAGES, practiceMessage } from '@visaready/shared/schemas/practice';
import { type Catalogue, type FeedbackMessage, renderMessages } from '@visaready/scoring/messages/render';
import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, i18n, switchLanguage } from './i18n';
import { knownMessage } from './messages';
import { en } from './resources/en';
import { hi } from './resources/hi';

/** Every leaf of a resource tree as 'path.to.key' → text; a plural's forms are one key with its suffix dropped. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix.replace(/_(zero|one|two|few|many|other)$/, ''), tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the signed-in app texts', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('have every key of every namespace (the scorer’s messages too) in both English and Hindi, with the same placeholders', () => {
    const english = leaves(en);
    const hindi = leaves(hi);
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(hindi.get(key) === '', key).toBe(text === '');
      expect(placeholders(hindi.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('keep the spec’s English word for word as the default text', () => {
    expect(i18n.t('scorecard:noDataForAttempt', { n: 3 })).toBe(INTERVIEW_MESSAGES.noDataForAttempt.replace('{n}', '3'));
    expect(i18n.t('scorecard:feedbackPending')).toBe(INTERVIEW_MESSAGES.feedbackPending);
  });

  it('render in Hindi once its texts are loaded, with plural forms by count', async () => {
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(false);
    await switchLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(i18n.t('scorecard:attempt', { n: 2 })).toBe('प्रयास 2');
    expect(i18n.t('dashboard:welcome', { name: 'Asha Rao' })).toBe('स्वागत है, Asha Rao');
    expect(i18n.t('practice:questionsFound', { count: 1 })).toBe('1 सवाल मिला');
    expect(i18n.t('practice:questionsFound', { count: 5 })).toBe('5 सवाल मिले');
    await switchLanguage('en');
    expect(i18n.t('practice:questionsFound', { count: 1 })).toBe('1 question found');
    expect(i18n.t('practice:questionsFound', { count: 5 })).toBe('5 questions found');
  });

  it('render the scorer’s messages in the reader’s language, with the applicant’s words as spoken', async () => {
    const messages: FeedbackMessage[] = [
      {
        key: 'correctness.gave',
        params: { covered: 1, total: 3, stated: { list: ['"Purdue University"', { key: 'kind.label.amount' }] } },
      },
      { key: 'correctness.missing', params: { missing: { list: [{ key: 'kind.request.date' }] } } },
    ];
    const render = () => renderMessages(messages, i18n.getResourceBundle(i18n.language, 'scoring') as Catalogue);
    expect(render()).toBe(
      'You gave 1 of the 3 facts this question asks for: "Purdue University" and the figures. Still missing: the dates (month, intake or return date).',
    );
    await switchLanguage('hi');
    expect(render()).toBe(
      'यह सवाल जो 3 तथ्य माँगता है, उनमें से आपने 1 दिए: "Purdue University" और आँकड़े। अभी भी छूटा है: तारीखें (महीना, intake या लौटने की तारीख)।',
    );
  });

  it('know the server’s and the form rules’ messages by their English words, placeholders filled in, and render them in Hindi', async () => {
    const show = (text: string) => {
      const known = knownMessage(text);
      return known ? i18n.t(known.key, known.params) : text;
    };
    expect(knownMessage(ACCOUNT_MESSAGES.mobileDigits)).toEqual({ key: 'messages:accounts.mobileDigits', params: {} });
    expect(knownMessage(practiceMessage(PRACTICE_MESSAGES.dailyLimitReached, 40))).toEqual({
      key: 'messages:practice.dailyLimitReached',
      params: { limit: '40' },
    });
    expect(knownMessage('Some text the server built itself.')).toBeNull();
    expect(show(ACCOUNT_MESSAGES.mobileDigits)).toBe(ACCOUNT_MESSAGES.mobileDigits);
    await switchLanguage('hi');
    expect(show(ACCOUNT_MESSAGES.mobileDigits)).toBe('मोबाइल नंबर ठीक 10 अंकों का होना चाहिए।');
    expect(show(INTERVIEW_MESSAGES.noDataForAttempt.replace('{n}', '2'))).toBe('प्रयास 2 के लिए कोई डेटा उपलब्ध नहीं है');
    expect(show('Some text the server built itself.')).toBe('Some text the server built itself.');
  });

  it('take the first of the browser’s languages that the app offers, else English', () => {
    expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLanguage(['en-IN', 'hi'])).toBe('en');
    expect(browserLanguage(['ta-IN', 'HI'])).toBe('hi');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});

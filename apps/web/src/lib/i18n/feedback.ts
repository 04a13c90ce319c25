import type { Catalogue, FeedbackMessage } from '@visaready/scoring/messages/render';
import { renderMessages } from '@visaready/scoring/messages/render';
import type { FeedbackMessageBody } from '@visaready/shared/schemas/feedback';
import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * Renders the scorer's feedback messages in the reader's language. Feedback without messages (scored before
 * they existed, or by the LLM engine) and messages this build has no text for show the English the API sent.
 */
export function useFeedbackText() {
  const { i18n } = useTranslation();
  const catalogue = i18n.getResourceBundle(i18n.language, 'scoring') as Catalogue | undefined;
  return (messages: readonly FeedbackMessageBody[] | null | undefined, english: string): string => {
    if (!messages || !catalogue) return english;
    try {
      return renderMessages(messages as FeedbackMessage[], catalogue);
    } catch {
      return english;
    }
  };
}

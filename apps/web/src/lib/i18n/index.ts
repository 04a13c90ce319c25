/** What pages of the signed-in app import to translate: importing it also initialises the translations. */
export { browserLanguage, i18n, switchLanguage } from './i18n';
export { Trans, useTranslation } from 'react-i18next';
export { useFeedbackText } from './feedback';
export { useMessageText } from './messages';

/**
 * The scorer's feedback as message keys with parameters, so one result renders in any language the app offers.
 * A parameter is the applicant's own words or a figure (never translated), another message, or a list of them.
 */
export interface FeedbackMessage {
  key: string;
  params?: Record<string, MessageParam>;
}

/** A list is joined with commas and the catalogue's "and", or with its own separator when it has one. */
export type MessageParam = string | number | FeedbackMessage | { list: Array<string | FeedbackMessage>; separator?: string };

/** The three feedback texts, each a sequence of messages rendered one after another with a space between. */
export interface FeedbackMessages {
  correctness: FeedbackMessage[];
  grammar: FeedbackMessage[];
  constructive_feedback: FeedbackMessage[];
}

/** One language's texts of every key, and the word that joins the last item of a list. */
export interface Catalogue {
  texts: Readonly<Record<string, string>>;
  and: string;
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function renderParam(param: MessageParam, catalogue: Catalogue): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return String(param);
  if ('list' in param) {
    const items = param.list.map((item) => renderParam(item, catalogue));
    return param.separator === undefined ? joinList(items, catalogue.and) : items.join(param.separator);
  }
  return renderMessage(param, catalogue);
}

export function renderMessage(message: FeedbackMessage, catalogue: Catalogue): string {
  const template = catalogue.texts[message.key];
  if (template === undefined) throw new Error(`No text for the feedback message ${message.key}`);
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const param = message.params?.[name];
    if (param === undefined) throw new Error(`The feedback message ${message.key} has no parameter ${name}`);
    return renderParam(param, catalogue);
  });
}

export function renderMessages(messages: readonly FeedbackMessage[], catalogue: Catalogue): string {
  return messages.map((message) => renderMessage(message, catalogue)).join(' ');
}

export function renderFeedback(messages: FeedbackMessages, catalogue: Catalogue) {
  return {
    correctness: renderMessages(messages.correctness, catalogue),
    grammar: renderMessages(messages.grammar, catalogue),
    constructive_feedback: renderMessages(messages.constructive_feedback, catalogue),
  };
}

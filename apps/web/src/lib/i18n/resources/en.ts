/**
 * English texts of the signed-in app: the default text, word for word. The spec's strings come from
 * @visaready/shared and are never retyped here; the rest are the app's own English.
 */
import { EN_TEXTS } from '@visaready/scoring/messages/en';
import { DISPUTE_MESSAGES } from '@visaready/shared/schemas/feedback';
import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';

export const en = {
  common: {
    loading: 'Loading...',
    language: {
      saveFailed: 'Your language could not be saved. Please try again.',
    },
    nav: { dashboard: 'Dashboard', myScores: 'My Scores' },
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {name}',
    practiceHeading: 'Practice mode',
    practiceText: 'Rehearse one hard question until it is right: feedback at once, hints, and your attempts side by side. No test used.',
    practiceLink: 'Practise questions',
    tabs: { label: 'Dashboard', guidelines: 'Guidelines', myInterview: 'My Interview', myScores: 'My Scores' },
    guidelines: {
      before: {
        title: 'Before the interview',
        points: [
          'Know your DS-160 confirmation, appointment date and visa centre by heart.',
          'Arrange your documents in order: passport, I-20 or invitation, fee receipt, financial proof.',
          'Practise your answers aloud until they are short, specific and true.',
        ],
      },
      during: {
        title: 'During the interview',
        points: [
          'Greet the officer, listen to the whole question and answer only what is asked.',
          'Speak clearly in two or three sentences with concrete facts: names, figures, dates.',
          'Hand over a document only when the officer asks for it.',
        ],
      },
      after: {
        title: 'After the interview',
        points: [
          'Note the questions you were asked and how you answered.',
          'Follow the instructions on the slip you receive and track your passport online.',
        ],
      },
      resources: {
        title: 'Resources',
        points: [
          'Official visa information and fee pages of the US embassy in India.',
          'Your university or host’s letters and your own financial statements.',
        ],
      },
      dress: {
        title: 'Dress',
        points: ['Wear neat, formal or business-casual clothes.', 'Keep accessories simple; comfort helps you stay calm.'],
      },
      takeawayTitle: 'Key takeaway',
      takeaway: 'Be honest, be brief and be specific: the officer wants a genuine purpose, enough funds and strong reasons to return.',
    },
  },
  scorecard: {
    title: 'Result',
    fallbackName: 'Scorecard',
    crumb: 'Test result — Attempt {n}',
    noData: 'No data available',
    noDataForAttempt: INTERVIEW_MESSAGES.noDataForAttempt,
    feedbackPending: INTERVIEW_MESSAGES.feedbackPending,
    attempts: 'Attempts',
    attempt: 'Attempt {n}',
    notAnswered: 'You have not Answered any Question Yet! Please Attempt the Interview again.',
    refresh: 'Refresh',
    questions: 'Questions',
    questionLabel: 'Q{n}. {question}',
    score: 'Score: ',
    yourAnswer: 'Your answer',
    modelAnswer: 'Model answer',
    modelAnswerNote: 'The model answer stays in English, as the interview is in English.',
    readAloud: 'Read aloud',
    stopReading: 'Stop reading',
    correctness: 'Correctness',
    grammar: 'Grammar',
    constructive: 'Constructive feedback',
    answeredAt: 'Answered at',
    notAnsweredYet: 'Not answered',
    consistency: {
      heading: 'Consistency check',
      text: 'Your answers in this attempt disagree with each other. An officer would notice; keep your facts the same every time.',
      versus: ' vs ',
      question: 'Q{n}',
      facts: { university: 'University', programme: 'Programme', sponsor: 'Sponsor', intake: 'Intake', 'trip length': 'Trip length' },
    },
    dispute: {
      button: DISPUTE_MESSAGES.button,
      commentLabel: DISPUTE_MESSAGES.commentLabel,
      submit: DISPUTE_MESSAGES.submit,
      stored: DISPUTE_MESSAGES.stored,
      alreadyReported: DISPUTE_MESSAGES.alreadyReported,
      failed: DISPUTE_MESSAGES.failed,
    },
    details: {
      heading: 'Feedback details',
      redFlags: 'Red flags',
      factsGiven: 'Facts you gave',
      noFactsYet: 'None of the facts this question asks for yet.',
      factsMissing: 'Facts still missing',
      ownFacts: 'Give your own facts of these kinds, not the model answer’s.',
      allFacts: 'You gave every fact this question asks for.',
      grammarIssues: 'Grammar issues',
      suggested: 'Suggested: {suggestion}',
      grammarMark: ' (grammar issue; suggested: “{suggestion}”)',
      delivery: 'Delivery',
      words: 'Words',
      length: { bare: 'too short', concise: 'concise', long: 'long', rambling: 'rambling' },
      pace: 'Pace',
      wordsPerMinute: '{n} words/min',
      paceComfortable: '(comfortable)',
      paceAim: '({pace}; aim for 120–160)',
      paces: { slow: 'slow', fast: 'fast', comfortable: 'comfortable' },
      fillers: 'Fillers',
      noFillers: 'none',
      perMinute: ', {n}/min',
    },
  },
  practice: {
    title: 'Practice',
    lead: 'Rehearse one question at a time until it is right, with feedback at once.',
    scoredLowest: 'Scored lowest',
    questions: 'Questions',
    loadingQuestions: 'Loading questions...',
    questionsFound_one: '{count} question found',
    questionsFound_other: '{count} questions found',
    result: {
      heading: 'Attempt {n}: {score}/10 {hints}',
      noHints: 'without hints',
      hints_one: 'with {count} hint',
      hints_other: 'with {count} hints',
      best: 'Your best answer to this question so far',
      correctness: 'Correctness',
      grammar: 'Grammar',
      advice: 'Advice',
      missingFacts: 'Missing facts',
      retry: 'Retry this question',
    },
  },
  /** The scorer's feedback messages (packages/scoring/src/messages), rendered by its own renderer. */
  scoring: { and: 'and', texts: EN_TEXTS },
};

/** Every key of the English texts, each a string (or a list of strings): the shape of every language's texts. */
type Translation<T> = T extends string ? string : T extends readonly string[] ? string[] : { [K in keyof T]: Translation<T[K]> };
export type Resources = Translation<typeof en>;

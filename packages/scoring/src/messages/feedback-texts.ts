/** The English templates of the feedback's sentences, by key; {name} is a parameter (see render.ts). */
export const FEEDBACK_TEXTS = {
  'unassessable.correctness': 'This answer could not be assessed. {why}',
  'unassessable.noUsableAnswer': 'There was no usable answer.',
  'unassessable.speakSlower': 'Speak a little slower and closer to the microphone, or type your answer, then answer again: "{question}"',
  'unassessable.answerNextTime':
    'Answer the question in one or two full sentences next time: "{question}" — even a short, honest fact is better than no answer.',
  'unusable.correctness': 'This answer could not be assessed: {why}',
  'unusable.advice':
    'Answer the question asked ("{question}") in one or two full sentences with your own facts. If speech recognition misheard you, speak a little slower or type the answer.',
  'unusable.wordSalad': 'the transcript reads as words that do not belong together, so speech recognition probably misheard the answer.',
  'unusable.offTopic': 'it does not give an answer to the question asked ("{question}").',
  'unusable.tooLittle': 'it is too short or too broken to read as a whole answer to the question asked ("{question}").',
  'grammar.notAssessed': 'Not assessed: there was no usable answer to check.',
  'grammar.none': 'No grammar errors found.',
  'grammar.issues.one': '{count} grammar issue: {issues}.',
  'grammar.issues.other': '{count} grammar issues: {issues}.',
  'grammar.issue': '{quote} → "{suggestion}" ({message})',
  'grammar.ruleSentence': '{message}.',
  'grammar.telegraphic': 'The answer is a list of fragments without a verb; one full sentence sounds more natural and confident.',
  'grammar.notCounted': 'Fillers and missing punctuation or capitals in the transcript are not counted as grammar errors.',
  'correctness.redFlag':
    'Red flag: {quote} — {explanation} An officer weighs this above everything else in the answer, so the score is capped at 2.',
  'correctness.gave': 'You gave {covered} of the {total} facts this question asks for: {stated}.',
  'correctness.gaveAll': 'You gave every fact this question asks for: {stated}.',
  'correctness.gaveNone': "The answer is on the question's subject but gives none of the {total} facts it asks for.",
  'correctness.declined':
    'You answered the question plainly. The facts of a different answer (a past trip, a visa, a test score, a letter) do not apply to you, so none is missing.',
  'correctness.plainNo': 'You answered the question plainly.',
  'correctness.missing': 'Still missing: {missing}.',
  'correctness.stockPhrase': '{quote} is a stock phrase that gives the officer nothing to check.',
  'correctness.hedge': '{quote} makes you sound unsure of your own facts.',
  'correctness.specifics': 'Concrete facts named: {specifics}.',
  'correctness.noSpecifics': 'It names no concrete fact (no name, figure, date or place).',
  'advice.redFlag': 'An officer hears {quote} as a risk: {advice}',
  'advice.relativeInUs':
    'You mention family in the US. That is fine to say: say it plainly (who they are and their status), then state your own ties at home — your job or studies, the family who depend on you, property or a dated commitment.',
  'advice.cut':
    'Cut it to one to three sentences (under 45 seconds; this took {measure}): lead with the facts the officer asked for and drop the side details.',
  'measure.seconds': '{n} seconds',
  'measure.words': '{n} words',
  'advice.add': 'Add, from your own situation: {missing}. Use your real facts; the model answer only shows the shape of a good answer.',
  'advice.replaceStockPhrase': 'Replace {quote} with a fact the officer can check (a name, figure or date).',
  'advice.dropHedge': 'Drop {quote}: know your facts and state them plainly.',
  'advice.fillers': 'Pause silently instead of saying {fillers} ({count} fillers in this answer).',
  'advice.grammar': 'Say "{suggestion}" instead of {quote}.',
  'advice.telegraphic': 'Say the same facts as one full sentence; it sounds more natural and confident.',
  'advice.keep': 'Keep this answer: it is direct and specific. Deliver it the same way in the interview.',
  'advice.oneMoreFact': 'Add one more fact the officer can check — a name, a figure or a date from your own plan.',
  'advice.plainNoPlan':
    'Your "no" answers the question. Follow it with what you will do instead, from your own plan: what you return to (your job, studies or family) and when.',
  'advice.plainNo': 'Your "no" answers the question. Follow it with one fact from your own life that backs it up, in one short sentence.',
  'keyPoint.asWritten': '{text}',
  'risk.worry': 'An officer would worry about these words: {explanation}',
  'guard.empty': 'No speech was recognised, so there was no answer to assess.',
  'guard.noAnswer': 'The answer was "{answer}", which gives the officer nothing to assess.',
  'guard.lowConfidence':
    'Speech recognition was unsure of the words (confidence {confidence}, below {threshold}), so the transcript cannot be trusted to assess.',
  'guard.gibberish': 'The transcript "{answer}" is a fragment with no recognisable content, so it could not be assessed.',
} as const;

/** What to do instead, honestly: state the true plan well; never hide a fact or claim one that is not yours. */
export const RED_FLAG_ADVICE = {
  intent_to_stay:
    'If your plan is to return, say so plainly and name what you return to: the role, employer or business, and the city. Never state a plan that is not yours; if you do intend to stay, this visa is not the right one.',
  unauthorised_work:
    'Say how your stay is paid for from your own or your sponsor’s funds, and describe only work the visa allows (for F-1, on-campus work within the rules).',
  unauthorised_work_visitor:
    'Say how your trip is paid for from your own or your family’s funds, and describe only what a visitor visa allows: meetings, conferences, negotiations or a holiday, with no pay from a US source.',
  overstay: 'Give the real length of your stay and your return date, and what you return to.',
  weak_ties:
    'Say plainly who lives in the US and what they do there, then state your own ties at home: your job or studies, the family who depend on you, property, a dated commitment.',
  someone_else_decided: 'Explain in your own words why you chose this plan, with one concrete reason that is yours.',
  knows_nothing: 'Learn the facts of your own plan (names, figures, dates) and state them plainly.',
  contradiction: 'Give one consistent answer with the true facts; check your figures before the interview.',
  evasion: 'Answer the question directly with the true facts, in one or two plain sentences that start with what was asked.',
  evasion_refusal:
    'Answer the question directly with the true facts. If something went wrong before, such as a refusal, say what happened and what has changed since.',
} as const;

/** Why a stretch the red-flag classifier picked worries an officer, by the kind of risk its words suggest. */
export const RISK_EXPLANATIONS = {
  intent_to_stay: 'it sounds like a plan to stay in the US beyond the visa.',
  unauthorised_work: 'it sounds like a plan to work in the US, which this visa does not allow.',
  overstay: 'it leaves the length of your stay open, so the officer doubts you will leave on time.',
  weak_ties: 'it suggests little to return to at home.',
  someone_else_decided: 'it suggests someone else made the decisions and the plan is not your own.',
  knows_nothing: 'it suggests you do not know the facts of your own plan.',
  contradiction: 'the answer contradicts itself, so the officer cannot rely on it.',
  evasion: 'it avoids the question, and officers refuse applicants who do.',
} as const;

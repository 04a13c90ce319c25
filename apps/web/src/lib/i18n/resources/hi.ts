/**
 * Hindi texts of the signed-in app, loaded only when a user reads it in Hindi. Product terms Indian applicants
 * use in English (visa, DS-160, I-20, passport) stay in English.
 */
import { HI_TEXTS } from '@visaready/scoring/messages/hi';
import type { Resources } from './en';

export const hi: Resources = {
  common: {
    loading: 'लोड हो रहा है...',
    language: {
      saveFailed: 'आपकी भाषा सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
    },
    nav: { dashboard: 'डैशबोर्ड', myScores: 'मेरे स्कोर' },
  },
  dashboard: {
    title: 'डैशबोर्ड',
    welcome: 'स्वागत है, {name}',
    practiceHeading: 'प्रैक्टिस मोड',
    practiceText:
      'किसी एक कठिन सवाल का तब तक अभ्यास करें जब तक वह सही न हो जाए: तुरंत फ़ीडबैक, संकेत, और आपके सभी प्रयास साथ-साथ। कोई टेस्ट खर्च नहीं होता।',
    practiceLink: 'सवालों का अभ्यास करें',
    tabs: { label: 'डैशबोर्ड', guidelines: 'दिशानिर्देश', myInterview: 'मेरा इंटरव्यू', myScores: 'मेरे स्कोर' },
    guidelines: {
      before: {
        title: 'इंटरव्यू से पहले',
        points: [
          'अपना DS-160 confirmation, अपॉइंटमेंट की तारीख और visa centre ज़ुबानी याद रखें।',
          'अपने दस्तावेज़ क्रम से रखें: passport, I-20 या निमंत्रण पत्र, फ़ीस की रसीद, आर्थिक प्रमाण।',
          'अपने जवाब ज़ोर से बोलकर तब तक अभ्यास करें जब तक वे छोटे, सटीक और सच्चे न हों।',
        ],
      },
      during: {
        title: 'इंटरव्यू के दौरान',
        points: [
          'अधिकारी का अभिवादन करें, पूरा सवाल सुनें और केवल उतना ही जवाब दें जितना पूछा गया है।',
          'दो या तीन वाक्यों में साफ़ बोलें और ठोस तथ्य दें: नाम, आँकड़े, तारीखें।',
          'कोई दस्तावेज़ तभी दें जब अधिकारी उसे माँगे।',
        ],
      },
      after: {
        title: 'इंटरव्यू के बाद',
        points: ['आपसे कौन-से सवाल पूछे गए और आपने क्या जवाब दिए, यह लिख लें।', 'मिली हुई पर्ची के निर्देशों का पालन करें और अपना passport ऑनलाइन ट्रैक करें।'],
      },
      resources: {
        title: 'संसाधन',
        points: [
          'भारत में अमेरिकी दूतावास के आधिकारिक visa जानकारी और फ़ीस वाले पेज।',
          'आपकी यूनिवर्सिटी या मेज़बान के पत्र और आपके अपने बैंक व आर्थिक विवरण।',
        ],
      },
      dress: {
        title: 'पहनावा',
        points: ['साफ़-सुथरे, फ़ॉर्मल या बिज़नेस-कैज़ुअल कपड़े पहनें।', 'एक्सेसरीज़ सादी रखें; आराम से रहने पर आप शांत रहते हैं।'],
      },
      takeawayTitle: 'सबसे ज़रूरी बात',
      takeaway: 'ईमानदार रहें, संक्षेप में बोलें और सटीक रहें: अधिकारी एक सच्चा उद्देश्य, पर्याप्त पैसे और लौटने के मज़बूत कारण देखना चाहते हैं।',
    },
  },
  scorecard: {
    title: 'परिणाम',
    fallbackName: 'स्कोरकार्ड',
    crumb: 'टेस्ट परिणाम — प्रयास {n}',
    noData: 'कोई डेटा उपलब्ध नहीं है',
    noDataForAttempt: 'प्रयास {n} के लिए कोई डेटा उपलब्ध नहीं है',
    feedbackPending: 'फ़ीडबैक तैयार हो रहा है, कृपया 5-10 मिनट प्रतीक्षा करें, या फ़ीडबैक पाने के लिए Refresh बटन पर क्लिक करें।',
    attempts: 'प्रयास',
    attempt: 'प्रयास {n}',
    notAnswered: 'आपने अभी तक किसी सवाल का जवाब नहीं दिया है! कृपया इंटरव्यू फिर से दें।',
    refresh: 'Refresh',
    questions: 'सवाल',
    questionLabel: 'सवाल {n}. {question}',
    score: 'स्कोर: ',
    yourAnswer: 'आपका जवाब',
    modelAnswer: 'आदर्श जवाब',
    modelAnswerNote: 'आदर्श जवाब अंग्रेज़ी में ही है, क्योंकि इंटरव्यू अंग्रेज़ी में होता है।',
    readAloud: 'पढ़कर सुनाएँ',
    stopReading: 'सुनाना बंद करें',
    correctness: 'सही जानकारी',
    grammar: 'व्याकरण',
    constructive: 'सुधार के सुझाव',
    answeredAt: 'जवाब का समय',
    notAnsweredYet: 'जवाब नहीं दिया',
    details: {
      heading: 'फ़ीडबैक का विवरण',
      redFlags: 'खतरे के संकेत',
      factsGiven: 'आपके दिए तथ्य',
      noFactsYet: 'यह सवाल जो तथ्य माँगता है, उनमें से अभी कोई नहीं दिया गया।',
      factsMissing: 'अभी भी छूटे हुए तथ्य',
      ownFacts: 'इन प्रकारों के अपने तथ्य दें, आदर्श जवाब वाले नहीं।',
      allFacts: 'आपने वे सभी तथ्य दिए जो यह सवाल माँगता है।',
      grammarIssues: 'व्याकरण की गलतियाँ',
      suggested: 'सुझाव: {suggestion}',
      grammarMark: ' (व्याकरण की गलती; सुझाव: “{suggestion}”)',
      delivery: 'बोलने का तरीका',
      words: 'शब्द',
      length: { bare: 'बहुत छोटा', concise: 'संक्षिप्त', long: 'लंबा', rambling: 'बहुत लंबा और बिखरा हुआ' },
      pace: 'गति',
      wordsPerMinute: '{n} शब्द/मिनट',
      paceComfortable: '(ठीक)',
      paceAim: '({pace}; 120–160 का लक्ष्य रखें)',
      paces: { slow: 'धीमी', fast: 'तेज़', comfortable: 'ठीक' },
      fillers: 'भराव शब्द (fillers)',
      noFillers: 'कोई नहीं',
      perMinute: ', {n}/मिनट',
    },
  },
  practice: {
    title: 'प्रैक्टिस',
    lead: 'एक समय में एक सवाल का तब तक अभ्यास करें जब तक वह सही न हो जाए, तुरंत फ़ीडबैक के साथ।',
    scoredLowest: 'सबसे कम स्कोर वाले',
    questions: 'सवाल',
    loadingQuestions: 'सवाल लोड हो रहे हैं...',
    questionsFound_one: '{count} सवाल मिला',
    questionsFound_other: '{count} सवाल मिले',
    result: {
      heading: 'प्रयास {n}: {score}/10 {hints}',
      noHints: 'बिना संकेत के',
      hints_one: '{count} संकेत के साथ',
      hints_other: '{count} संकेतों के साथ',
      best: 'इस सवाल पर अब तक का आपका सबसे अच्छा जवाब',
      correctness: 'सही जानकारी',
      grammar: 'व्याकरण',
      advice: 'सलाह',
      missingFacts: 'छूटे हुए तथ्य',
      retry: 'यह सवाल दोबारा करें',
    },
  },
  scoring: { and: 'और', texts: HI_TEXTS },
};

import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../lib/lazy-page';

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Routes that need a signed-in user (spec §2 'Routes that need login'). */
  requiresLogin?: boolean;
  /** Open without login (as the spec routes it) but shown in a signed-in user's language, like the pages behind login. */
  inUserLanguage?: boolean;
  /** Header and footer are hidden on these pages. */
  bare?: boolean;
}

const site = {
  landing: lazyPage(() => import('../features/site/pages/LandingPage')),
  banner: lazyPage(() => import('../features/site/pages/BannerPage')),
  testimonials: lazyPage(() => import('../features/site/pages/TestimonialsPage')),
  overview: lazyPage(() => import('../features/site/pages/OverviewPage')),
  features: lazyPage(() => import('../features/site/pages/FeaturesPage')),
  reviews: lazyPage(() => import('../features/site/pages/ReviewsPage')),
  feature: lazyPage(() => import('../features/site/pages/FeaturePage')),
  contact: lazyPage(() => import('../features/site/pages/ContactPage')),
  about: lazyPage(() => import('../features/site/pages/AboutPage')),
  faqs: lazyPage(() => import('../features/site/pages/FaqPage')),
  alertMessage: lazyPage(() => import('../features/site/pages/AlertMessagePage')),
  questionAcc: lazyPage(() => import('../features/site/pages/QuestionAccPage')),
  terms: lazyPage(() => import('../features/site/pages/TermsPage')),
  privacy: lazyPage(() => import('../features/site/pages/PrivacyPolicyPage')),
  paymentPolicy: lazyPage(() => import('../features/site/pages/PaymentPolicyPage')),
  legalDisclaimer: lazyPage(() => import('../features/site/pages/LegalDisclaimerPage')),
  blog: lazyPage(() => import('../features/site/pages/BlogPage')),
};

const accounts = {
  login: lazyPage(() => import('../features/accounts/pages/LoginPage')),
  signup: lazyPage(() => import('./compositions/SignupWithCheckout')),
  otp: lazyPage(() => import('../features/accounts/pages/OtpPage')),
  forgotPassword: lazyPage(() => import('../features/accounts/pages/ForgotPasswordPage')),
  resetPassword: lazyPage(() => import('../features/accounts/pages/ResetPasswordPage')),
  emailSent: lazyPage(() => import('../features/accounts/pages/EmailSentPage')),
  profileUpdate: lazyPage(() => import('../features/accounts/pages/ProfileUpdatePage')),
  myProfile: lazyPage(() => import('../features/accounts/pages/MyProfilePage')),
};

const billing = {
  pricing: lazyPage(() => import('../features/billing/pages/PricingPage')),
  history: lazyPage(() => import('../features/billing/pages/SubscriptionHistoryPage')),
};

const interviews = {
  dashboard: lazyPage(() => import('../features/interviews/pages/DashboardPage')),
  myInterview: lazyPage(() => import('../features/interviews/pages/MyInterviewPage')),
  tips: lazyPage(() => import('../features/interviews/pages/TipsPage')),
  scores: lazyPage(() => import('../features/interviews/pages/ScoresPage')),
  scorecardOverlay: lazyPage(() => import('../features/interviews/pages/ScorecardOverlayPage')),
  primaryScores: lazyPage(() => import('../features/interviews/pages/PrimaryScoresPage')),
  retestScores: lazyPage(() => import('../features/interviews/pages/RetestScoresPage')),
  questionSet: lazyPage(() => import('../features/interviews/pages/QuestionSetPage')),
  instructions: lazyPage(() => import('../features/interviews/pages/InstructionsPage')),
  attempts: lazyPage(() => import('../features/interviews/pages/AttemptsPage')),
  scoreResult: lazyPage(() => import('../features/interviews/pages/ScoreResultPage')),
};

const liveInterview = {
  question: lazyPage(() => import('../features/live-interview/pages/QuestionPage')),
};

const practice = {
  list: lazyPage(() => import('../features/practice/pages/PracticePage')),
  question: lazyPage(() => import('../features/practice/pages/PracticeQuestionPage')),
};

const admin = {
  console: lazyPage(() => import('../features/admin/pages/AdminPage')),
};

/**
 * Every route of the specification's route tables. Matching is case-insensitive, so '/contact' also
 * serves '/Contact' and '/myprofile' serves '/MyProfile' and '/Myprofile', as the original links use
 * all these spellings.
 */
export const ROUTES: AppRoute[] = [
  { path: '/', page: site.landing },
  { path: '/Banner', page: site.banner },
  { path: '/Testimonials', page: site.testimonials },
  { path: '/Overview', page: site.overview },
  { path: '/Features', page: site.features },
  { path: '/Reviews', page: site.reviews },
  { path: '/Feature', page: site.feature },
  { path: '/contact', page: site.contact },
  { path: '/aboutus', page: site.about },
  { path: '/faqs', page: site.faqs },
  { path: '/AlertMessage', page: site.alertMessage },
  { path: '/questionAcc', page: site.questionAcc },
  { path: '/terms-and-conditions', page: site.terms },
  { path: '/privacy-policy', page: site.privacy },
  { path: '/payment-policy', page: site.paymentPolicy },
  { path: '/legal-disclaimer', page: site.legalDisclaimer },
  { path: '/blog', page: site.blog, requiresLogin: true },

  { path: '/login', page: accounts.login, bare: true },
  { path: '/Signup', page: accounts.signup, bare: true },
  { path: '/Otp', page: accounts.otp },
  { path: '/forgot-password', page: accounts.forgotPassword },
  { path: '/reset-password', page: accounts.resetPassword },
  { path: '/email-sent', page: accounts.emailSent },
  { path: '/EmailSignup', page: accounts.signup },
  { path: '/GoogleSignup', page: accounts.signup },
  { path: '/profile-update', page: accounts.profileUpdate, requiresLogin: true, bare: true },
  { path: '/myprofile', page: accounts.myProfile, requiresLogin: true },

  { path: '/subscribe', page: billing.pricing },
  { path: '/subscription-history', page: billing.history, requiresLogin: true },

  { path: '/dashboard', page: interviews.dashboard, requiresLogin: true },
  { path: '/Myinterview', page: interviews.myInterview, requiresLogin: true },
  { path: '/Tips', page: interviews.tips, requiresLogin: true },
  { path: '/Scores', page: interviews.scores, requiresLogin: true },
  { path: '/Scorecard', page: interviews.scorecardOverlay, requiresLogin: true },
  { path: '/Primaryscores', page: interviews.primaryScores, requiresLogin: true },
  { path: '/Retestscores', page: interviews.retestScores, requiresLogin: true },
  { path: '/questionset', page: interviews.questionSet, requiresLogin: true },
  { path: '/instructions/:id/:num', page: interviews.instructions, inUserLanguage: true },
  { path: '/scorecard/:id', page: interviews.attempts, requiresLogin: true },
  { path: '/scoreresult/:id/:num/:num2', page: interviews.scoreResult, requiresLogin: true },

  { path: '/Question', page: liveInterview.question, requiresLogin: true },

  // Not in the specification: practice mode (issue 18), one question at a time, never using a test.
  { path: '/practice', page: practice.list, requiresLogin: true },
  { path: '/practice/question/:questionId', page: practice.question, requiresLogin: true },

  // Not in the specification: the operators' console (admins only; the server checks every request).
  { path: '/admin', page: admin.console, requiresLogin: true },
];

/** Paths on which the header and footer are hidden (spec §2). */
export const BARE_PATHS = ROUTES.filter((route) => route.bare).map((route) => route.path.toLowerCase());

/**
 * Every signed-in page can end in a sign-out to /login, going offline among the causes (spec §4), so the sign-in
 * page's code is fetched while the network is there.
 */
export const preloadSignInPage = (): Promise<unknown> => accounts.login.preload();

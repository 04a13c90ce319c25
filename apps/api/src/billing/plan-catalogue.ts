import type { BillingPeriod } from '@visaready/shared/schemas/billing';

/**
 * The plans VisaReady sells. Prices are integer paise (₹1 = 100 paise); tests are granted per interview,
 * referenced by the interview's slug so the catalogue does not depend on database ids.
 */
export interface PlanSeed {
  code: string;
  name: string;
  subscriptionType: 'Trial' | 'Monthly' | 'Annual' | 'Bundle';
  tag1: string | null;
  description: string;
  pricePaise: number;
  /** Days of access one payment gives (one period of a renewing plan). */
  durationDays: number;
  /** Renewing plans are charged again each period through a gateway subscription; null: paid once. */
  billingPeriod: BillingPeriod | null;
  /** The interview the plan is sold for (the bundle's first interview). */
  interviewSlug: string;
  listed: boolean;
  grants: Array<{ interviewSlug: string; tests: number }>;
}

export const TRIAL_PLAN_CODE = 'trial';
/** The subscription type of the free trial's plan (paid plans have their own). */
export const TRIAL_SUBSCRIPTION_TYPE = 'Trial';
export const DAY_MS = 86_400_000;

/** The moment `days` days after `date` (the end of a period of that many days). */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export const PLAN_CATALOGUE: PlanSeed[] = [
  {
    code: TRIAL_PLAN_CODE,
    name: 'Free Trial',
    subscriptionType: 'Trial',
    tag1: 'Trial',
    description: 'One mock interview of each kind to try VisaReady.',
    pricePaise: 0,
    durationDays: 7,
    billingPeriod: null,
    interviewSlug: 'f1-standard',
    listed: false,
    grants: [
      { interviewSlug: 'f1-standard', tests: 1 },
      { interviewSlug: 'f1-intensive', tests: 1 },
      { interviewSlug: 'b1b2-visitor', tests: 1 },
    ],
  },
  {
    code: 'f1-monthly',
    name: 'F1 Student Visa – Monthly',
    subscriptionType: 'Monthly',
    tag1: 'Most Popular',
    description: 'Standard and intensive F1 mock interviews for one month.',
    pricePaise: 99_900,
    durationDays: 30,
    billingPeriod: 'monthly',
    interviewSlug: 'f1-standard',
    listed: true,
    grants: [
      { interviewSlug: 'f1-standard', tests: 5 },
      { interviewSlug: 'f1-intensive', tests: 3 },
    ],
  },
  {
    code: 'f1-annual',
    name: 'F1 Student Visa – Annual',
    subscriptionType: 'Annual',
    tag1: 'Best Value',
    description: 'A full year of F1 mock interviews.',
    pricePaise: 799_900,
    durationDays: 365,
    billingPeriod: 'yearly',
    interviewSlug: 'f1-standard',
    listed: true,
    grants: [
      { interviewSlug: 'f1-standard', tests: 40 },
      { interviewSlug: 'f1-intensive', tests: 20 },
    ],
  },
  {
    code: 'b1b2-monthly',
    name: 'B1/B2 Visitor Visa – Monthly',
    subscriptionType: 'Monthly',
    tag1: 'Visitor',
    description: 'B1/B2 visitor visa mock interviews for one month.',
    pricePaise: 79_900,
    durationDays: 30,
    billingPeriod: 'monthly',
    interviewSlug: 'b1b2-visitor',
    listed: true,
    grants: [{ interviewSlug: 'b1b2-visitor', tests: 5 }],
  },
  {
    code: 'b1b2-annual',
    name: 'B1/B2 Visitor Visa – Annual',
    subscriptionType: 'Annual',
    tag1: 'Save 25%',
    description: 'A full year of B1/B2 visitor visa mock interviews.',
    pricePaise: 699_900,
    durationDays: 365,
    billingPeriod: 'yearly',
    interviewSlug: 'b1b2-visitor',
    listed: true,
    grants: [{ interviewSlug: 'b1b2-visitor', tests: 40 }],
  },
  {
    code: 'all-visas-bundle',
    name: 'All Visas Bundle – One Month',
    subscriptionType: 'Bundle',
    tag1: 'Bundle',
    description: 'Every F1 and B1/B2 mock interview for one month, paid once.',
    pricePaise: 149_900,
    durationDays: 30,
    billingPeriod: null,
    interviewSlug: 'f1-standard',
    listed: true,
    grants: [
      { interviewSlug: 'f1-standard', tests: 5 },
      { interviewSlug: 'f1-intensive', tests: 3 },
      { interviewSlug: 'b1b2-visitor', tests: 5 },
    ],
  },
];

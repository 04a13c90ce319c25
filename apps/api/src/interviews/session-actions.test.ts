import { sessionActions } from '@visaready/shared/schemas/interviews';
import { describe, expect, it } from 'vitest';

// Spec 001 §4 "Session status and attempts", row by row.
describe('sessionActions', () => {
  it.each([
    { status: 'completed', retryCount: 1, retest: 'Retest 1/3', viewResult: true, resume: false },
    { status: 'completed', retryCount: 2, retest: 'Retest 2/3', viewResult: true, resume: false },
    { status: 'completed', retryCount: 3, retest: null, viewResult: true, resume: false },
    { status: 'Completed', retryCount: 3, retest: null, viewResult: true, resume: false },
    { status: 'in progress', retryCount: 1, retest: null, viewResult: false, resume: true },
    { status: 'in progress', retryCount: 2, retest: null, viewResult: true, resume: true },
    { status: 'in progress', retryCount: 3, retest: null, viewResult: true, resume: true },
  ])(
    '$status with retrycount $retryCount → retest $retest, view result $viewResult, resume $resume',
    ({ status, retryCount, ...expected }) => {
      expect(sessionActions(status, retryCount)).toEqual(expected);
    },
  );
});

// Constants and texts only: the schemas (which pull in zod) are imported from '@visaready/shared/schemas/<domain>'
// so that pages that do not validate anything stay small.
export * from './constants';
export * from './fill-placeholders';
export * from './messages';
export * from './transcript-revision';

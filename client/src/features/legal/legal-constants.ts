/** The legal constants: the documents quote these numbers, and the tests check they do. */
export const LEGAL_EFFECTIVE_DATE = 'August 26, 2025';
export const MINIMUM_AGE = 13;
export const MINIMUM_AGE_IN_SOME_REGIONS = 16;
export const REFUND_WINDOW_DAYS = 7;
export const DISPUTE_NEGOTIATION_DAYS = 30;

// Plain patterns without zod, so a page that only checks a phone number does not load the schema library.
/** A mainland China mobile number. */
export const PHONE_PATTERN = /^1\d{10}$/;

// The field builders every service's contract, the kit and the web app share (and the browser
// session id's rule, which the web app makes and every service checks). Zod only: the
// browser loads these with the contracts.
export { CVC_PATTERN, cardDigits, cardMessages, fullYear, hasExpired, passesLuhn } from "./cards.ts";
export { fileNameSlug } from "./file-name-slug.ts";
export { entityId, isUuid } from "./ids.ts";
export {
  OPERATOR_PAGE_DEFAULT,
  OPERATOR_PAGE_MAX,
  type OperatorPage,
  operatorPageMessages,
  operatorPageSchema,
} from "./operator-page.ts";
export { PAYMENT_METHOD_ID_MAX, paymentMethodId } from "./payment-method-id.ts";
export { SESSION_ID_MAX, SESSION_ID_PATTERN, sessionIdMessages } from "./session-id.ts";
export { isSessionId, sessionIdSchema } from "./session-id-schema.ts";
export { optionalText, type TextRules, text, VISIBLE } from "./text.ts";
export {
  STATE_CODE_LENGTH,
  type StateCodeMessages,
  stateCode,
  ZIP_CODE_PATTERN,
  type ZipCodeMessages,
  zipCode,
} from "./us-address.ts";
export { isUsStateCode, US_STATE_CODES, US_STATES, usStateCode } from "./us-states.ts";

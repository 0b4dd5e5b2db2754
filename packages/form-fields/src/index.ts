// The field builders every service's contract, the kit and the web app share. Zod only: the
// browser loads these with the contracts.
export { entityId, isUuid } from "./ids.ts";
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

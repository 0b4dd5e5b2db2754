/** What ads says to people: SPEC §5's advertiser form messages, then this service's own. */
export const messages = {
  signInRequired: "Please sign in to continue",
  companyNameRequired: "Company name is required",
  validEmailRequired: "Valid email is required",
  validUrlRequired: "Valid URL is required",
  planRequired: "Please select an advertising plan",
  companyNameTooLong: "Company name must be at most 100 characters",
  phoneInvalid: "Phone must be at most 30 characters",
  /** Said once an application is recorded: it waits for an operator. */
  applicationReceived: "Application received — pending review",
  applicationReceivedDetail: "We review each application and email you when it is decided.",
  applicationOpen: "Your advertiser application is already being reviewed",
  alreadyAdvertiser: "You are already an advertiser",
  applicationNotFound: "No such advertiser application",
  applicationDecided: "This application has already been approved or rejected",
  operatorsOnly: "Only an operator can approve advertisers",
  rejectionReasonRequired: "Give the applicant a reason for the rejection",
  rejectionReasonTooLong: "A rejection reason must be at most 500 characters",
  noApplication: "You have not applied to advertise yet",
  noAdvertiser: "You are not an advertiser yet",
  alreadyPaid: "Your plan is already paid",
  // The subscription panel: cancel at the end of the paid month, keep it, change the card.
  planNotPaid: "Your plan is not paid. Pay it with a card to run your ads.",
  planAlreadyEnding: "Your plan is already canceled and ends with the paid month",
  planCanceled: "Your plan is canceled. Your ads keep running until the paid month ends.",
  planKept: "Your plan will renew as usual.",
  cancelPlanQuestion: "Cancel your advertising plan?",
  cancelPlanConsequence:
    "You are not charged again. Your ads run until the paid month ends; after that they stop until you pay again.",
  cardChanged: "Your card has been updated. It pays your next renewal.",
  paymentMethodRequired: "Payment method is required",
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 80 characters",
  descriptionTooLong: "Description must be at most 280 characters",
  creativeRequired: "Please choose a file to upload",
  flyerNotImage: "A flyer must be a JPEG, PNG or WebP image",
  flyerTooLarge: "A flyer must be at most 8 MB",
  videoNotMp4: "Upload an MP4 video, or a JPEG, PNG or WebP flyer",
  videoTooLarge: "A video ad must be at most 40 MB",
  // The browser's check of a chosen video file, before anything is sent.
  videoNotMp4File: "A video ad must be an MP4 file",
  videoUnreadable: "The video's length could not be read; please upload an MP4 file",
  posterRequired: "A video ad needs a poster image",
  posterNotImage: "The poster must be a JPEG, PNG or WebP image",
  posterTooLarge: "The poster must be at most 8 MB",
  creativeTooLarge: "A video ad must be at most 40 MB (a flyer at most 8 MB)",
  oneCreative: "Upload one file for an ad",
  onePoster: "Upload one poster image",
  /** The plan's limit goes in: `videoTooLong(15, 31.2)`. */
  videoTooLong: (maxSeconds: number, seconds: number) =>
    `This plan runs videos of up to ${maxSeconds} seconds; yours is ${formatSeconds(seconds)} seconds`,
  videoTooShort: "A video ad must be at least 1 second long",
  eventsRequired: "Send between 1 and 50 events",
  eventIdInvalid: "Each event needs an id of 8 to 64 letters, digits, - or _",
  pageViewIdInvalid: "Each event needs a page view id of 8 to 64 letters, digits, - or _",
  impressionTooShort: "An impression counts only after the ad was in view long enough",
  tooManyEvents: "Too many ad events; please slow down",
  eventKindInvalid: "Each event must be an impression or a click",
  eventAdRequired: "Each event needs the advertisement's id",
  visibleMsInvalid: "visibleMs must be a whole number of milliseconds, 0 or more",
  statsDaysInvalid: "Statistics cover 1 to 90 days",
  adNotFound: "Ad not found",
  placementInvalid: "Placement must be marketplace or store",
  impressionTokenInvalid: "The impression token must be the one served with the ad",
  invalidTrafficOperatorsOnly: "Only an operator can read invalid ad traffic",
  invalidTrafficTitle: "Invalid ad traffic",
  invalidTrafficNone: "No invalid ad traffic in this window.",
  invalidTrafficUnloaded: "Invalid ad traffic could not be loaded.",
} as const;

const formatSeconds = (seconds: number) => (Math.round(seconds * 10) / 10).toString();

/** How the operator console names each reason of invalid ad traffic (INVALID_TRAFFIC_REASONS). */
export const invalidTrafficReasonLabels = {
  no_token: "No token",
  replay: "Token sent again",
  expired: "Token expired",
  too_fast: "Too fast",
  per_address_cap: "Past the sender's limit",
  no_impression: "Click before its impression",
} as const;

/** The application form's field names, as the page labels them and the messages name them. */
export const labels = { companyName: "Company name", contactEmail: "Contact email" } as const;

/** What community members read: SPEC §8's texts where it gives one, the rest in the same voice. */
export const messages = {
  signInRequired: "Please sign in to continue",
  sessionInvalid: "A valid session id is required",
  // Profiles (SPEC §5: 'Display Name *').
  displayNameRequired: "Display name is required",
  displayNameTooLong: "Display name must be at most 50 characters",
  bioTooLong: "Bio must be at most 500 characters",
  cityTooLong: "City must be at most 100 characters",
  stateLength: "Use 2-letter state code",
  birthdayInvalid: "Birthday must be a real date (YYYY-MM-DD)",
  birthdayTooYoung: "You must be 21 or older to join the society",
  profileNotFound: "Create a profile to start posting",
  notYourProfile: "That profile belongs to another session",
  // Posts and comments.
  postTextRequired: "Please write what you're smoking today",
  postTextTooLong: "Posts must be at most 2000 characters",
  brandTooLong: "Brand must be at most 100 characters",
  productTooLong: "Product must be at most 100 characters",
  unknownDispensary: "That dispensary is not on High Cotton",
  unknownQuestion: "That question does not exist",
  postNotFound: "Post not found",
  commentRequired: "Please write a comment",
  commentTooLong: "Comments must be at most 1000 characters",
  reactionInvalid: "Reaction must be like or love",
  blockedWords: "Your text contains words that are not allowed in the community. Please edit it and try again.",
  postingTooFast: "You're posting too fast. Please wait a moment and try again.",
  commentingTooFast: "You're commenting too fast. Please wait a moment and try again.",
  savingProfileTooFast: "You're saving your profile too often. Please wait a moment and try again.",
  // Moderation.
  contentNotFound: "Nothing to report there",
  reporterRequired: "A session id or a signed-in account is required to report",
  // Feed (SPEC §8's texts).
  emptyFeedPost: "Please add some content or images",
  tooManyImages: "You can only upload up to 4 images per post",
  feedContentTooLong: "Posts must be at most 5000 characters",
  // Uploads.
  imageRequired: "The image is empty",
  notAnImage: "Only image files can be uploaded (JPEG, PNG, WebP, GIF or AVIF)",
  imageTooLarge: "Images must be at most 8 MB",
  imageTooManyPixels: "Images must be at most 40 megapixels",
  cursorInvalid: "That page cursor is not valid",
  pageSizeInvalid: "Page size must be between 1 and 50",
  // SPEC §8's toasts, which the API answers with too.
  profileSaved: "Your profile has been updated successfully",
  postCreated: "Your post has been shared with the community",
  feedPosted: "Posted successfully!",
} as const;

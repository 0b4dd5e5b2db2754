/** User-facing messages. SPEC §5/§8 texts where SPEC gives one; the rest in the same voice. */
export const messages = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  usernameLength: "Username must be 3 to 50 characters",
  emailInvalid: "Please enter a valid email address",
  passwordLength: "Password must be 6 to 100 characters",
  passwordMismatch: "Passwords do not match",
  roleInvalid: "Account type must be user, dispensary or merchant",
  nameTooLong: "Names must be at most 100 characters",
  usernameTaken: "Username already exists",
  emailTaken: "Email already registered",
  invalidCredentials: "Invalid credentials",
  accountDisabled: "This account has been deactivated",
  promoCodeInvalid: "Invalid or expired promo code",
  tooManyAttempts: "Too many failed login attempts. Please try again later.",
  tooManyRegistrations: "Too many accounts were created from your network. Please try again later.",
  unauthorized: "Unauthorized",
  accountDetailsPrivate: "Only the account's owner can see its details",
  // Operators: made from the command line with a one-time password that only lets them choose their own.
  newPasswordRequired: "This is a one-time password: choose a new password of your own to finish signing in",
  oneTimePasswordExpired: "This one-time password has expired. Ask for a new one (npx highcotton operator create <username>).",
  newPasswordSameAsOneTime: "Choose a new password other than the one-time password",
  newPasswordNotExpected: "A new password is chosen here only when signing in with a one-time password",
  operatorsMadeByCommandLine: "Operators are made only with the command line (npx highcotton operator create)",
  notAnOperator: "That username belongs to an account that is not an operator; choose another username",
} as const;

/** The sign-up and sign-in forms' field names, as the pages label them and the messages name them. */
export const labels = {
  username: "Username",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  newPassword: "New password",
  firstName: "First name",
  lastName: "Last name",
  promoCode: "Promo code",
} as const;

// What community's fields add to @highcotton/form-fields' builders.

/**
 * Whether a text shows anything: not only spaces, control or format characters (zero-width spaces,
 * direction marks), which would make a post, comment or name that looks empty.
 */
export const hasVisibleText = (text: string): boolean => /[^\s\p{Cc}\p{Cf}\p{Z}]/u.test(text);

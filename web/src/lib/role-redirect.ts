/** SPEC §4: where a user lands after signing in, by role. */
export function redirectPathForRole(role: string | null | undefined): string {
  switch (role) {
    case "dispensary":
      return "/dashboard";
    case "merchant":
      return "/merchant-dashboard";
    default:
      return "/feed";
  }
}

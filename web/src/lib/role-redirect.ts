/** SPEC §4: where a user lands after signing in, by role (and an operator at the console). */
export function redirectPathForRole(role: string | null | undefined): string {
  switch (role) {
    case "dispensary":
      return "/dashboard";
    case "merchant":
      return "/merchant-dashboard";
    case "operator":
      return "/admin";
    default:
      return "/feed";
  }
}

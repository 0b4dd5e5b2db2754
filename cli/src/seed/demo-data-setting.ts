/**
 * Whether a start seeds the demo data (accounts with a published password, stores, posts, ads)
 * and the one line that says so. `npm start` in development seeds unless SEED_DEMO_DATA=false; in
 * production, and for one part of the distributed topology, only SEED_DEMO_DATA=true does, so a
 * real deployment never opens with sign-ins whose password is in the README.
 */
export function demoDataSetting(
  env: { NODE_ENV?: string | undefined; SEED_DEMO_DATA?: string | undefined },
  options: { part?: boolean } = {},
): { seed: boolean; line: string } {
  const optIn = options.part === true || env.NODE_ENV === "production";
  const seed = optIn ? env.SEED_DEMO_DATA === "true" : env.SEED_DEMO_DATA !== "false";
  if (!seed) return { seed, line: "Demo data not seeded: set SEED_DEMO_DATA=true to seed it" };
  return {
    seed,
    line:
      env.SEED_DEMO_DATA === "true"
        ? "Seeding demo data (SEED_DEMO_DATA=true)"
        : "Seeding demo data (SEED_DEMO_DATA=false skips it)",
  };
}

import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { AllInOne } from "../all-in-one.ts";
import { benchThreeWays } from "./three-ways.ts";

const run = promisify(execFile);

/**
 * Time and peak memory to make one store's 20 offline designs, each way in a fresh process: as a
 * store design is made (web images; its print file waits for its first order) and with the print
 * file too (as a custom design is made, and as store designs were made before).
 */
export async function benchDesignGeneration(): Promise<void> {
  const child = new URL("./generate-store-designs.child.ts", import.meta.url).pathname;
  const measure = async (parts: "web" | "all") => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", child, parts], { maxBuffer: 1024 * 1024 });
    return JSON.parse(stdout) as Record<string, number>;
  };
  const web = await measure("web");
  const all = await measure("all");
  const mb = (bytes = 0) => (bytes / 1048576).toFixed(1);
  const line = (name: string, result: Record<string, number>) =>
    `  ${name.padEnd(34)} ${(result.ms! / 1000).toFixed(1)} s, ${result.perDesignMs!.toFixed(0)} ms a design, ${(result.cpuMs! / 1000).toFixed(1)} s of CPU; peak ${result.peakRssMb!.toFixed(0)} MB (${(result.peakRssMb! / result.baselineRssMb!).toFixed(2)}x the ${result.baselineRssMb!.toFixed(0)} MB before)`;
  process.stdout.write(
    [
      "",
      "Making one store's 20 offline designs (600 px mockup, 400 px thumbnail, 1200 px artwork; the 3600 px print PNG where said)",
      line("store designs (print at 1st order)", web),
      line("with the print file", all),
      `  time ratio ${(web.ms! / all.ms!).toFixed(2)}x; files: ${mb(all.printBytes)} MB of print PNGs, ${mb(web.smallBytes)} MB of web images`,
      "",
    ].join("\n"),
  );
}

/**
 * GET /api/dispensaries/{id}/designs through the REST adapter, straight to catalog, and the
 * plain-HTTP floor. Answers the store it opened (with its 20 designs) for the benchmarks after it.
 */
export async function benchStoreDesigns(system: AllInOne): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(new URL(path, system.url), {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => response.json());
  const username = `benchstore${Date.now()}`;
  await post("/api/auth/register", {
    username,
    email: `${username}@bench.test`,
    password: "bench-password",
    confirmPassword: "bench-password",
    role: "dispensary",
  });
  const { token } = (await post("/api/auth/login", { username, password: "bench-password" })) as { token: string };
  const store = (await post(
    "/api/dispensary",
    // An open store: its sign-on fee paid with Stripe's test card, as the demo stores pay it.
    { name: "Bench Buds", address: "1 Main St", city: "Denver", state: "CO", zipCode: "80202", paymentMethodId: "pm_card_visa" },
    token,
  )) as { id: string };
  await fetch(new URL(`/api/dispensaries/${store.id}/generate-designs`, system.url), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    const designs = (await (await fetch(new URL(`/api/dispensaries/${store.id}/designs`, system.url))).json()) as unknown[];
    if (designs.length >= 20) break;
    if (Date.now() > deadline) throw new Error("designs were not generated in time");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await benchThreeWays({
    title: "GET /api/dispensaries/{id}/designs (20 designs)",
    system,
    restPath: `/api/dispensaries/${store.id}/designs`,
    subgraph: "catalog",
    query:
      "query ($id: ID!) { dispensary(id: $id) { designs { id dispensaryId name frontImageUrl backImageUrl thumbnailUrl artworkUrl isCustom price views createdAt } } }",
    variables: { id: store.id },
    publicRead: true,
  });
  return store.id;
}

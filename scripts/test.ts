// `npm test`: static checks first (types, lint with the dependency rule), then the local images
// when a Docker engine answers (npm run images; seconds when nothing changed), then every vitest
// project (unit, integration, web, e2e, compose). Every step is timed; the durations and then the
// test summary are the last lines printed.
import { spawnSync } from "node:child_process";
import { formatDurations, markRunStarted, recordedSteps, recordStep } from "./step-times.ts";

const started = markRunStarted();
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  return result.status ?? 1;
};

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const steps: Array<[string, [string, string[]]]> = [
  ["typecheck", ["npm", ["run", "--silent", "typecheck"]]],
  ["lint", ["npm", ["run", "--silent", "lint"]]],
];
const dockerAnswers = spawnSync("docker", ["info"], { stdio: "ignore", timeout: 15_000 }).status === 0;
if (dockerAnswers) steps.push(["images", ["npm", ["run", "--silent", "images"]]]);
else console.log("\nNo Docker engine answers: the container and compose tests will say they skip.");
for (const [name, [command, args]] of steps) {
  console.log(`\n── ${name} ──`);
  const stepStarted = Date.now();
  const status = run(command, args);
  recordStep(name, (Date.now() - stepStarted) / 1000);
  if (status !== 0) {
    console.error(`\n${name} failed`);
    console.log(`\n${formatDurations(recordedSteps(), (Date.now() - started) / 1000)}`);
    console.log("\ntests: 0 passed, 1 failed, 0 skipped");
    process.exit(1);
  }
}
console.log("\n── vitest ──");
process.exit(run(npx, ["vitest", "run", ...process.argv.slice(2)]));

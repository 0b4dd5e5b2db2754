import type { Reporter, TestCase, TestModule } from "vitest/node";
import { formatDurations, recordedSteps, runStarted } from "./step-times.ts";

/**
 * Ends the run with one plain line, `tests: N passed, N failed, N skipped`, so whoever reads the
 * tail of a CI log sees the verdict without parsing vitest's own summary. Just above it, every
 * skipped group is named with its reason (the group's name says why), so no skip goes unseen, and
 * above that the durations: each step before vitest (scripts/step-times.ts), each vitest project
 * from its first file's start to its last file's end (projects overlap: two files run at once),
 * vitest as a whole, and the whole run.
 */
export default class SummaryReporter implements Reporter {
  private readonly started = Date.now();
  private readonly projects = new Map<string, { first: number; last: number; files: number; tests: number }>();

  onTestModuleStart(module: TestModule): void {
    const now = Date.now();
    const window = this.projects.get(module.project.name) ?? { first: now, last: now, files: 0, tests: 0 };
    this.projects.set(module.project.name, window);
  }

  onTestModuleEnd(module: TestModule): void {
    const window = this.projects.get(module.project.name);
    if (!window) return;
    window.last = Date.now();
    window.files++;
    window.tests += [...module.children.allTests()].length;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const skippedGroups = new Map<string, number>();
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else {
          skipped++;
          const group = `${module.project.name} › ${module.moduleId.replace(`${process.cwd()}/`, "")} › ${groupName(test)}`;
          skippedGroups.set(group, (skippedGroups.get(group) ?? 0) + 1);
        }
      }
      // A file that failed outside its tests (a hook, an import) counts as one failure.
      failed += failedHere === 0 && module.state() === "failed" ? 1 : failedHere;
    }
    const now = Date.now();
    const projects = [...this.projects].map(([name, window]): [string, number] => [
      `vitest ${name} (${plural(window.files, "file")}, ${plural(window.tests, "test")})`,
      (window.last - window.first) / 1000,
    ]);
    const steps = [...recordedSteps(), ...projects, ["vitest", (now - this.started) / 1000] as [string, number]];
    process.stdout.write(`\n${formatDurations(steps, (now - (runStarted() ?? this.started)) / 1000)}\n`);
    if (skippedGroups.size > 0) {
      process.stdout.write("\nskipped:\n");
      for (const [group, count] of skippedGroups) process.stdout.write(`  ${group} (${count} test${count === 1 ? "" : "s"})\n`);
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

/** The outermost suite above a test (where the skip and its reason are declared), else the test. */
function groupName(test: TestCase): string {
  let suite = test.parent;
  let outermost: string | undefined;
  while (suite.type === "suite") {
    outermost = suite.name;
    suite = suite.parent;
  }
  return outermost ?? test.name;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

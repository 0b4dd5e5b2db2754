import type { Reporter, TestCase, TestModule } from "vitest/node";

/**
 * Ends the run with one plain line, `tests: N passed, N failed, N skipped`, so whoever reads the
 * tail of a CI log sees the verdict without parsing vitest's own summary. Just above it, every
 * skipped group is named with its reason (the group's name says why), so no skip goes unseen.
 */
export default class SummaryReporter implements Reporter {
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

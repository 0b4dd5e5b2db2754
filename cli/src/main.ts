import { resolve } from "node:path";
import { type BaseConfig, createLogger, loadBaseConfig, startTracing, stopOnSignals } from "@highcotton/kit";
import { startAllInOne } from "./all-in-one.ts";
import { runAdsCommand } from "./operator/ads-command.ts";
import { runCommunityCommand } from "./operator/community-command.ts";
import { runOperatorCommand as runOperatorAccountCommand } from "./operator/operator-command.ts";
import { type OperatorGraph, operatorGraph, systemUrl } from "./operator/operator-graph.ts";
import { UsageError } from "./operator/usage-error.ts";
import { followsCallerSampling, PARTS, startPart } from "./parts.ts";
import { demoDataSetting } from "./seed/demo-data-setting.ts";

const USAGE = `Usage: highcotton <command>

  start            run the whole marketplace in one process (embedded defaults)
  start <part>     run one part for the distributed topology: ${PARTS.join(", ")}
  bench            run the benchmarks and print ratios against in-run baselines
  bench <url>      measure a running system (e.g. the Compose topology) idle and under load
  ads …            operator commands for advertisers (highcotton ads, for the list)
  community …      operator commands for reported posts and comments (highcotton community, for the list)
  operator …       operator accounts for the console at /admin (highcotton operator, for the list)
`;

export async function main(argv: string[]): Promise<void> {
  const [command, part] = argv;
  const config = loadBaseConfig();
  if (command === "ads") return runOperatorCommand(runAdsCommand, argv.slice(1), config);
  if (command === "community") return runOperatorCommand(runCommunityCommand, argv.slice(1), config);
  if (command === "operator") return runOperatorCommand(runOperatorAccountCommand, argv.slice(1), config);
  const logger = createLogger({ name: part ?? "highcotton", level: config.LOG_LEVEL });
  try {
    // Before any part is built: its servers, subgraphs and relays are traced from their first request.
    const tracing =
      command === "start"
        ? await startTracing({ serviceName: part ?? "highcotton", trustCallerSampling: followsCallerSampling(part) })
        : null;
    const stopTracing = async () => tracing?.stop();
    if (command === "start" && !part) {
      const demoData = demoDataSetting({ NODE_ENV: config.NODE_ENV, SEED_DEMO_DATA: process.env.SEED_DEMO_DATA });
      const system = await startAllInOne(config, logger, {
        seed: demoData.seed,
        seedStores: process.env.SEED_DEMO_STORES !== "false",
      });
      stopOnSignals(logger, [() => system.stop(), stopTracing]);
      process.stdout.write(
        `\n  High Cotton is running at ${system.url}\n  data: ${resolve(config.DATA_DIR)}   stop: Ctrl+C\n  ${demoData.line}\n\n`,
      );
    } else if (command === "start" && part) {
      await startPart(part, config, logger, [stopTracing]);
    } else if (command === "bench" && part) {
      const { benchRunningSystem } = await import("./bench/under-load.bench.ts");
      if (!URL.canParse(part)) throw new Error(`bench takes the system's address, e.g. http://localhost:3000 (not "${part}")`);
      await benchRunningSystem(new URL(part).origin);
    } else if (command === "bench") {
      const { runBenchmarks } = await import("./bench/run-benchmarks.ts");
      await runBenchmarks();
    } else {
      process.stdout.write(USAGE);
      process.exitCode = command ? 1 : 0;
    }
  } catch (error) {
    logger.fatal({ err: error }, "failed to start");
    // The log above is for machines; a person starting it gets one plain line.
    process.stderr.write(`\n  High Cotton could not start: ${(error as Error).message}\n\n`);
    process.exit(1);
  }
}

/** Operator commands print plain lines and set the exit code; they never start anything. */
async function runOperatorCommand(
  run: (args: string[], graph: () => OperatorGraph) => Promise<string>,
  args: string[],
  config: BaseConfig,
): Promise<void> {
  try {
    process.stdout.write(await run(args, () => operatorGraph(config, systemUrl(config))));
  } catch (error) {
    process.stderr.write(error instanceof UsageError ? error.message : `  ${(error as Error).message}\n`);
    process.exitCode = error instanceof UsageError && args.length === 0 ? 0 : 1;
  }
}

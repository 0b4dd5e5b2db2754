import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Kafka, logLevel } from "kafkajs";
import { TEST_CONTAINER_LABEL, testcontainers } from "./containers.ts";
import { findDockerImages, localImage } from "./local-images.ts";
import { freePort } from "./postgres-server.ts";
import { lockToolCache, runTool } from "./tool-cache.ts";

/** A Kafka cluster for tests. */
export interface TestKafka {
  brokers: string[];
  stop(): Promise<void>;
}

/** Kafka 4.x broker jars fetched from Maven Central (the newest 4.x whose jars all resolve). */
export const TEST_KAFKA_VERSION = "4.3.1";
/** Kafka 4.3 logs through SLF4J 1.7; the simple binding writes warnings to stderr. */
const SLF4J_VERSION = "1.7.36";

export const NO_KAFKA_MESSAGE =
  "no Kafka: set KAFKA_BROKERS, or provide a Docker engine with the Kafka image (npm run images), or Java 17+ and Maven to run Apache Kafka's broker from Maven Central";

/**
 * A real Kafka broker, from the first source that is available: `KAFKA_BROKERS`; a container
 * through Testcontainers when a Docker engine answers and has the Kafka image (KAFKA_IMAGE, by
 * default the one `npm run images` builds: no registry is asked); Apache Kafka's own jars from
 * Maven Central (cached under `.cache/kafka`) run as a single KRaft node when Java 17+ and Maven
 * exist. Otherwise `{ skip }` says what is missing, so the caller can skip visibly.
 */
export async function startTestKafka(): Promise<TestKafka | { skip: string }> {
  const found = await findTestKafka();
  // CI sets REQUIRE_KAFKA=1: there the real-broker tests must run, so a skip is a failure.
  if ("skip" in found && process.env.REQUIRE_KAFKA === "1") throw new Error(`REQUIRE_KAFKA=1 but ${found.skip}`);
  return found;
}

async function findTestKafka(): Promise<TestKafka | { skip: string }> {
  const external = process.env.KAFKA_BROKERS?.split(",")
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (external && external.length > 0) return { brokers: external, stop: async () => {} };
  if ("ok" in (await findDockerImages(["KAFKA_IMAGE"]))) return startKafkaContainer();
  const java = await javaMajorVersion();
  if (java !== undefined && java >= 17 && (await runTool("mvn", ["-v"], 60_000)).ok) {
    const fetched = await fetchKafkaJars();
    if ("skip" in fetched) return fetched;
    return startKafkaFromJars(fetched.libDir);
  }
  return { skip: NO_KAFKA_MESSAGE };
}

/** One KRaft broker in a container of KAFKA_IMAGE (an image with apache/kafka's interface). */
export async function startKafkaContainer(image = localImage("KAFKA_IMAGE")): Promise<TestKafka> {
  const { GenericContainer, Wait } = await testcontainers();
  const script = "/tmp/highcotton-start.sh";
  const ready = "/tmp/highcotton-start.ready";
  // The advertised address needs the mapped port, known only once the container runs: the
  // container waits for a start script that is copied in after start.
  const container = await new GenericContainer(image)
    .withLabels(TEST_CONTAINER_LABEL)
    .withExposedPorts(9092)
    .withEnvironment({
      CLUSTER_ID: kafkaClusterId(),
      KAFKA_NODE_ID: "1",
      KAFKA_PROCESS_ROLES: "broker,controller",
      KAFKA_LISTENERS: "PLAINTEXT://0.0.0.0:9092,BROKER://0.0.0.0:9094,CONTROLLER://0.0.0.0:9093",
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: "PLAINTEXT:PLAINTEXT,BROKER:PLAINTEXT,CONTROLLER:PLAINTEXT",
      KAFKA_INTER_BROKER_LISTENER_NAME: "BROKER",
      KAFKA_CONTROLLER_LISTENER_NAMES: "CONTROLLER",
      KAFKA_CONTROLLER_QUORUM_VOTERS: "1@localhost:9093",
      ...singleNodeSettings("KAFKA_"),
    })
    .withEntrypoint(["sh", "-c"])
    .withCommand([`echo waiting-for-start-script; while [ ! -f ${ready} ]; do sleep 0.1; done; exec sh ${script}`])
    .withWaitStrategy(Wait.forLogMessage("waiting-for-start-script"))
    .withStartupTimeout(180_000)
    .start();
  try {
    const broker = `${container.getHost()}:${container.getMappedPort(9092)}`;
    await container.copyContentToContainer([
      {
        content: `export KAFKA_ADVERTISED_LISTENERS=PLAINTEXT://${broker},BROKER://localhost:9094\nexec /etc/kafka/docker/run\n`,
        target: script,
        mode: 0o755,
      },
      { content: "", target: ready },
    ]);
    await waitForBroker(broker, 120_000, () => undefined);
    return {
      brokers: [broker],
      async stop() {
        await container.stop();
      },
    };
  } catch (error) {
    await container.stop().catch(() => {});
    throw error;
  }
}

/** Settings of a one-node cluster: internal topics with one replica, no rebalance delay. */
function singleNodeSettings(prefix: "" | "KAFKA_"): Record<string, string> {
  const settings: Record<string, string> = {
    "offsets.topic.replication.factor": "1",
    "offsets.topic.num.partitions": "1", // the default 50 partitions slow the first group join
    "transaction.state.log.replication.factor": "1",
    "transaction.state.log.min.isr": "1",
    "group.initial.rebalance.delay.ms": "0",
    "num.partitions": "3",
  };
  const asEnv = (key: string) => `KAFKA_${key.toUpperCase().replaceAll(".", "_")}`;
  return Object.fromEntries(Object.entries(settings).map(([key, value]) => [prefix ? asEnv(key) : key, value]));
}

/** The repository root: the nearest folder above this file whose package.json has workspaces. */
function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Could not find the repository root (a package.json with workspaces)");
    dir = parent;
  }
}

const pom = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated by services/kit/src/testing/kafka-broker.ts: the jars of a test Kafka broker. -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.highcotton</groupId>
  <artifactId>test-kafka-broker</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>${TEST_KAFKA_VERSION}</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-simple</artifactId><version>${SLF4J_VERSION}</version></dependency>
  </dependencies>
</project>
`;

/** Fetches the broker's jars once into `.cache/kafka/lib`; later runs find them and stay offline. */
async function fetchKafkaJars(): Promise<{ libDir: string } | { skip: string }> {
  const cacheDir = join(repositoryRoot(), ".cache", "kafka");
  const libDir = join(cacheDir, "lib");
  const marker = join(libDir, `.complete-${TEST_KAFKA_VERSION}`);
  if (existsSync(marker)) return { libDir };
  mkdirSync(cacheDir, { recursive: true });
  const release = await lockToolCache(join(cacheDir, ".fetch.lock"));
  try {
    if (existsSync(marker)) return { libDir }; // another test process fetched them meanwhile
    rmSync(libDir, { recursive: true, force: true }); // jars of another version must not mix in
    writeFileSync(join(cacheDir, "pom.xml"), pom);
    console.info(`Fetching Apache Kafka ${TEST_KAFKA_VERSION} broker jars from Maven Central into ${libDir} (first run only)`);
    const fetched = await runTool("mvn", ["-q", "-B", "dependency:copy-dependencies", "-DoutputDirectory=lib"], 900_000, {
      cwd: cacheDir,
    });
    if (!fetched.ok) {
      rmSync(libDir, { recursive: true, force: true });
      const detail = fetched.output.trim().split("\n").slice(-5).join(" ");
      return { skip: `no Kafka: Maven could not fetch Apache Kafka ${TEST_KAFKA_VERSION} from Maven Central (${detail})` };
    }
    writeFileSync(marker, `${new Date().toISOString()}\n`);
    return { libDir };
  } finally {
    release();
  }
}

async function startKafkaFromJars(libDir: string): Promise<TestKafka> {
  const dir = mkdtempSync(join(tmpdir(), "highcotton-kafka-"));
  const port = await freePort();
  let controllerPort = await freePort();
  while (controllerPort === port) controllerPort = await freePort();
  const properties = join(dir, "server.properties");
  const settings: Record<string, string> = {
    "process.roles": "broker,controller",
    "node.id": "1",
    listeners: `PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    "advertised.listeners": `PLAINTEXT://127.0.0.1:${port}`,
    "listener.security.protocol.map": "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT",
    "inter.broker.listener.name": "PLAINTEXT",
    "controller.listener.names": "CONTROLLER",
    // A static voter set: Kafka 4 formats it without --standalone and needs no dynamic quorum.
    "controller.quorum.voters": `1@127.0.0.1:${controllerPort}`,
    "log.dirs": join(dir, "data"),
    ...singleNodeSettings(""),
  };
  writeFileSync(
    properties,
    `${Object.entries(settings)
      .map(([key, value]) => `${key}=${value}`)
      .join("\n")}\n`,
  );
  const classpath = join(libDir, "*"); // expanded by java itself, not by a shell
  const jvm = [
    "-Xmx512m",
    "-XX:+UseSerialGC",
    "-Djava.awt.headless=true",
    "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
    "-cp",
    classpath,
  ];
  const formatted = await runTool(
    "java",
    [...jvm, "kafka.tools.StorageTool", "format", "-t", kafkaClusterId(), "-c", properties],
    120_000,
  );
  if (!formatted.ok) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Formatting the Kafka storage failed:\n${formatted.output.slice(-2000)}`);
  }

  const logFile = join(dir, "broker.log");
  const log = createWriteStream(logFile);
  const broker = spawn("java", [...jvm, "kafka.Kafka", properties], { stdio: ["ignore", "pipe", "pipe"] });
  broker.stdout?.pipe(log);
  broker.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => broker.once("exit", () => resolve()));
  // A test process that dies without calling stop() must not leave a broker running.
  const killOnExit = () => broker.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.off("exit", killOnExit);
    await terminate(broker, exited);
    log.end();
    rmSync(dir, { recursive: true, force: true });
  };
  const address = `127.0.0.1:${port}`;
  try {
    await waitForBroker(address, 120_000, () =>
      broker.exitCode !== null || broker.signalCode !== null ? readTail(logFile) : undefined,
    );
  } catch (error) {
    const tail = readTail(logFile);
    await stop();
    throw new Error(`${(error as Error).message}\nBroker log (tail):\n${tail}`);
  }
  return { brokers: [address], stop };
}

/** SIGTERM (a controlled shutdown), then SIGKILL if the broker is still there after 15 s. */
async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), 15_000);
  });
  const killed = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (killed) {
    child.kill("SIGKILL");
    await exited;
  }
}

/** Waits until the port accepts connections and a client can list topics. */
async function waitForBroker(address: string, timeoutMs: number, died: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const [host = "127.0.0.1", port] = splitAddress(address);
  const check = (what: string) => {
    const log = died();
    if (log !== undefined) throw new Error(`The Kafka broker exited while starting:\n${log}`);
    if (Date.now() > deadline) throw new Error(`The Kafka broker at ${address} did not ${what} within ${timeoutMs} ms`);
  };
  while (!(await accepts(host, port))) {
    check("accept connections");
    await sleep(100);
  }
  const admin = new Kafka({ clientId: "highcotton-test-probe", brokers: [address], logLevel: logLevel.NOTHING }).admin();
  try {
    for (;;) {
      try {
        await admin.connect();
        await admin.listTopics();
        return;
      } catch {
        check("answer a metadata request");
        await sleep(200);
      }
    }
  } finally {
    await admin.disconnect().catch(() => {});
  }
}

function splitAddress(address: string): [string, number] {
  const at = address.lastIndexOf(":");
  return [address.slice(0, at), Number(address.slice(at + 1))];
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(1_000);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

/** Kafka's cluster id format: 16 random bytes, base64url without padding, not starting with "-". */
function kafkaClusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString("base64url");
    if (!id.startsWith("-")) return id;
  }
}

async function javaMajorVersion(): Promise<number | undefined> {
  const result = await runTool("java", ["-version"], 30_000);
  if (!result.ok) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.output);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" is Java 8
}

function readTail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-40).join("\n");
  } catch {
    return "";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

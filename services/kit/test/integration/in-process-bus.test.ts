import { InProcessBus } from "../../src/bus/in-process-bus.ts";
import { describeEventBusContract } from "../contract/event-bus.contract.ts";

describeEventBusContract("in-process", async () => new InProcessBus(), { deliveryTimeoutMs: 5_000 });

import { measureRefundPass } from "@highcotton/commerce/bench";

/**
 * The refund job's pass over 1,000 withdrawn orders (commerce on its own PostgreSQL server, the
 * offline providers), against a pass over one withdrawn order measured in the same run: the
 * per-order cost of the big pass over the small one's (above 1x, the job slows as orders pile up).
 */
export async function benchRefunds(): Promise<void> {
  const figures = await measureRefundPass({ orders: 1000, repeats: 20 });
  const perOrder = figures.ordersMs / figures.orders;
  process.stdout.write(
    [
      "",
      `Refund job: one pass over withdrawn orders (commerce on PostgreSQL, offline card and wallet; each refunded and announced once)`,
      `  idle pass, nothing to refund                 ${ms(figures.idleMs)}   (median of ${figures.repeats})`,
      `  1 withdrawn order (baseline)                 ${ms(figures.oneOrderMs)}   (median of ${figures.repeats})`,
      `  ${figures.orders} withdrawn orders                        ${ms(figures.ordersMs)}   ${perOrder.toFixed(2)} ms an order`,
      `  per-order cost at ${figures.orders} vs at 1: ${(perOrder / figures.oneOrderMs).toFixed(3)}x`,
      "",
    ].join("\n"),
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(12);

import { Ruler } from "lucide-react";
import { SIZE_CHART } from "../../../lib/shirt-colors.ts";

/** Commerce's size chart: the garment laid flat, in inches. */
export function SizeChart({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-cream-100/10 bg-forest-900/60 p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-display text-2xl text-cream-50 uppercase">
        <Ruler className="size-5 text-leaf-300" aria-hidden="true" />
        Size chart
      </h2>
      <p className="mt-1 text-sm text-cream-100/60">
        Unisex classic fit, measured flat in inches. Between sizes? Size up for a relaxed fit.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-72 border-collapse text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-cream-100/15 text-xs tracking-[0.12em] text-cream-100/55 uppercase">
              <th scope="col" className="py-2 pr-3 font-bold">
                Size
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                Chest width
              </th>
              <th scope="col" className="py-2 pl-3 font-bold">
                Body length
              </th>
            </tr>
          </thead>
          <tbody>
            {SIZE_CHART.map((row) => (
              <tr key={row.size} className="border-b border-cream-100/8 last:border-0">
                <th scope="row" className="py-2.5 pr-3 font-display text-base text-cream-50">
                  {row.size}
                </th>
                <td className="px-3 py-2.5 text-cream-100/85">{row.chestWidth}&Prime;</td>
                <td className="py-2.5 pl-3 text-cream-100/85">{row.bodyLength}&Prime;</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

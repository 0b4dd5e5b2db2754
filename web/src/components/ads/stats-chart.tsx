import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdvertiserDayStats } from "../../graphql/ads.ts";
import { formatAxisCount, formatDay, formatRate } from "./advertiser-format.ts";

// The SVG cannot read the theme's classes: its colours are the theme's leaf, gold and muted cream.
const LEAF = "#4fd884";
const GOLD = "#f2c14e";
const MUTED = "rgba(244, 238, 223, 0.55)";
const GRID = "rgba(244, 238, 223, 0.08)";

const tick = { fill: MUTED, fontSize: 12 };

/**
 * Impressions (bars, left axis) and clicks (line, right axis) per day. Loaded on its own: Recharts
 * is fetched only when an advertiser's numbers are shown. The keyboard moves through the days.
 */
export function StatsChart({ days }: { days: readonly AdvertiserDayStats[] }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.day) }));
  return (
    <ResponsiveContainer width="100%" height={288} initialDimension={{ width: 640, height: 288 }}>
      {/* The top margin holds the upper half of the highest tick label, which is centred on the top line. */}
      <ComposedChart data={data} margin={{ top: 16, right: 0, bottom: 0, left: -8 }} accessibilityLayer>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey="label"
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          interval="preserveStartEnd"
          minTickGap={18}
        />
        <YAxis
          yAxisId="impressions"
          allowDecimals={false}
          tick={tick}
          tickFormatter={formatAxisCount}
          tickLine={false}
          axisLine={false}
          width={44}
        />
        <YAxis
          yAxisId="clicks"
          orientation="right"
          allowDecimals={false}
          tick={tick}
          tickFormatter={formatAxisCount}
          tickLine={false}
          axisLine={false}
          width={36}
        />
        <Tooltip
          cursor={{ fill: "rgba(127, 232, 167, 0.08)" }}
          contentStyle={{ background: "#0c1f15", border: "1px solid rgba(244, 238, 223, 0.15)", borderRadius: 12 }}
          labelStyle={{ color: "#fcf9f1", fontWeight: 700 }}
          formatter={(value, name, item) =>
            name === "Clicks"
              ? [`${value} (CTR ${formatRate((item.payload as AdvertiserDayStats).clickThroughRate)})`, name]
              : [value, name]
          }
        />
        <Legend wrapperStyle={{ color: MUTED, fontSize: 13 }} />
        <Bar yAxisId="impressions" dataKey="impressions" name="Impressions" fill={LEAF} radius={[4, 4, 0, 0]} maxBarSize={18} />
        <Line
          yAxisId="clicks"
          dataKey="clicks"
          name="Clicks"
          type="monotone"
          stroke={GOLD}
          strokeWidth={2.5}
          dot={false}
          activeDot={{ r: 4 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

import "uplot/dist/uPlot.min.css";
import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";
import {
  formatTrendAxisValue,
  formatTrendDay,
  formatTrendValue,
  type TrendFormat,
} from "#domain/trends";
import { cn } from "#app/lib/utils";

// A figure's days as bars, drawn by uPlot in the browser only: the library is fetched by the
// effect, so the server's HTML and the first paint hold a box of the chart's final height
// (nothing moves when it arrives) and no page that shows no chart loads it. The canvas is
// hidden from assistive technology; the same figures are in a table under 'Lihat data'.

/** The drawing's height in CSS pixels, x axis included; the box is this tall from the start. */
const HEIGHT = 160;
/** Room for one day label ("28 Nov") and the space around it. */
const DAY_LABEL_SPACE = 48;
/** Steps between labelled days: every day, every other day, weekly, fortnightly, monthly. */
const DAY_STEPS = [1, 2, 7, 14, 30];
const FONT = '11px ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** Whole numbers only on the value axis: a count or an amount of rupiah is never 2.5. */
const VALUE_STEPS = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((factor) => factor * 10 ** power),
).flat();

export function TrendChart({
  label,
  days,
  values,
  format,
  className,
}: {
  /** What is counted, for the data table's caption and column. */
  label: string;
  /** YYYY-MM-DD, oldest first. */
  days: readonly string[];
  /** One value per day. */
  values: readonly number[];
  format: TrendFormat;
  className?: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const readoutRef = useRef<HTMLSpanElement>(null);
  const [isDrawn, setDrawn] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let isGone = false;
    import("uplot")
      .then(({ default: UPlot }) => {
        if (isGone) return;
        const readout = readoutRef.current;
        chart = new UPlot(
          chartOptions(UPlot, {
            width: box.clientWidth,
            days,
            format,
            colors: themeColors(box),
            onHover: (index) => {
              if (!readout) return;
              readout.textContent =
                index === null
                  ? ""
                  : `${formatTrendDay(days[index]!)}: ${formatTrendValue(values[index]!, format)}`;
              readout.hidden = index === null;
            },
          }),
          [days.map((_, index) => index), [...values]],
          box,
        );
        observer = new ResizeObserver(([entry]) => {
          const width = Math.floor(entry?.contentRect.width ?? 0);
          if (chart && width > 0 && width !== chart.width) {
            chart.setSize({ width, height: HEIGHT });
          }
        });
        observer.observe(box);
        setDrawn(true);
      })
      // Without the library (offline, an old cached page) the box stays empty; the figures
      // are still in the table below.
      .catch(() => {});
    return () => {
      isGone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, values, format]);

  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div
        ref={boxRef}
        aria-hidden
        data-trend-chart
        data-drawn={isDrawn || undefined}
        className={cn(
          "relative w-full overflow-hidden rounded-md transition-colors",
          !isDrawn && "bg-muted/60",
        )}
        style={{ height: HEIGHT }}
      >
        <span
          ref={readoutRef}
          hidden
          className="pointer-events-none absolute top-0 right-1 z-10 rounded bg-card/95 px-1.5 py-0.5 text-xs font-medium tabular-nums shadow-sm"
        />
      </div>
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded-sm py-1 text-xs font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          Lihat data<span className="sr-only"> {label}</span>
        </summary>
        <div className="mt-1 max-h-64 overflow-y-auto rounded-md border">
          <table className="w-full text-xs tabular-nums">
            <caption className="sr-only">{label} per hari</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-left font-medium">
                  Tanggal
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  {label}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {formatTrendDay(day)}
                  </th>
                  <td className="px-3 py-1 text-right">
                    {formatTrendValue(values[index] ?? 0, format)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

/**
 * The value axis's top: the largest value rounded up to a whole step of about a third of it,
 * so the top grid line is labelled and the tallest bar stays under it.
 */
function roundedTop(max: number): number {
  if (!(max > 0)) return 1;
  const step = VALUE_STEPS.find((candidate) => candidate >= max / 3) ?? max;
  return Math.ceil(max / step) * step;
}

type ThemeColors = { bar: string; barEdge: string; text: string; grid: string };

/** The theme's colours (oklch custom properties) as rgb, which every canvas understands. */
function themeColors(element: HTMLElement): ThemeColors {
  const style = getComputedStyle(element);
  const rgbOf = (property: string, fallback: [number, number, number]) => {
    const value = style.getPropertyValue(property).trim();
    return value ? toRgb(value, fallback) : fallback;
  };
  const [r, g, b] = rgbOf("--primary", [0, 128, 128]);
  const text = rgbOf("--muted-foreground", [100, 100, 110]);
  const grid = rgbOf("--border", [230, 230, 225]);
  return {
    bar: `rgba(${r}, ${g}, ${b}, 0.85)`,
    barEdge: `rgb(${r}, ${g}, ${b})`,
    text: `rgb(${text.join(", ")})`,
    grid: `rgb(${grid.join(", ")})`,
  };
}

let probe: CanvasRenderingContext2D | null | undefined;

/** Any CSS colour as the browser paints it, read back from a one-pixel canvas. */
function toRgb(color: string, fallback: [number, number, number]): [number, number, number] {
  probe ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!probe) return fallback;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = probe.getImageData(0, 0, 1, 1).data;
  return a === 0 ? fallback : [r, g, b];
}

function chartOptions(
  UPlot: typeof uPlot,
  {
    width,
    days,
    format,
    colors,
    onHover,
  }: {
    width: number;
    days: readonly string[];
    format: TrendFormat;
    colors: ThemeColors;
    onHover: (index: number | null) => void;
  },
): uPlot.Options {
  const count = days.length;
  return {
    width,
    height: HEIGHT,
    // Room on the right for the last day's label, centred under the last bar.
    padding: [8, 20, 0, 0],
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: {
      y: false,
      points: { show: false },
      drag: { x: false, y: false, setScale: false },
    },
    scales: {
      // Days by position, half a bar's room on either side of the first and the last.
      x: { time: false, range: [-0.5, count - 0.5] },
      y: { range: (_chart, _min, max) => [0, roundedTop(max)] },
    },
    axes: [
      {
        stroke: colors.text,
        font: FONT,
        size: 26,
        gap: 4,
        grid: { show: false },
        ticks: { show: false },
        // Labelled days counted back from today, so the last bar always has its date.
        splits: (chart) => {
          const room = chart.bbox.width / devicePixelRatio;
          const fits = Math.max(1, Math.floor(room / DAY_LABEL_SPACE));
          const step = DAY_STEPS.find((candidate) => Math.ceil(count / candidate) <= fits) ?? count;
          const splits: number[] = [];
          for (let index = count - 1; index >= 0; index -= step) splits.unshift(index);
          return splits;
        },
        values: (_chart, splits) =>
          splits.map((index) => (days[index] ? formatTrendDay(days[index]) : "")),
      },
      {
        stroke: colors.text,
        font: FONT,
        gap: 6,
        space: 36,
        incrs: VALUE_STEPS,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { show: false },
        values: (_chart, splits) => splits.map((value) => formatTrendAxisValue(value, format)),
        // As wide as the widest label: about 6.5 px a character at 11 px.
        size: (_chart, values) =>
          values ? Math.ceil(Math.max(...values.map((value) => value.length)) * 6.5) + 10 : 32,
      },
    ],
    series: [
      {},
      {
        stroke: colors.barEdge,
        fill: colors.bar,
        width: 0,
        points: { show: false },
        paths: UPlot.paths.bars!({ size: [0.7, 28, 1], gap: count > 45 ? 0 : 1 }),
      },
    ],
    hooks: {
      setCursor: [(chart) => onHover(chart.cursor.idx ?? null)],
    },
  };
}

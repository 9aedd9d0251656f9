// A daily line chart drawn by uPlot (small, typed, canvas): one series per figure over the days of
// the period, as wide as its box (it follows the box's width as the window changes).
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  colour: string;
  values: number[];
}

const HEIGHT = 240;

/** `days` as YYYY-MM-DD; they are drawn at South African midnight. */
export function DailyChart({
  title,
  days,
  series,
  format,
  axisFormat = format,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  /** Values in the legend. */
  format: (value: number) => string;
  /** Values on the y axis (shorter). */
  axisFormat?: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = days.map((day) => Date.parse(`${day}T00:00:00+02:00`) / 1000);
    const plot = new uPlot(
      {
        title,
        width: element.clientWidth || 320,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Africa/Johannesburg'),
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.colour,
            width: 2,
            value: (_u: uPlot, v: number | null) => (v === null ? '–' : format(v)),
          })),
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map(axisFormat), size: 64 }],
      },
      [x, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [title, days, series, format, axisFormat]);
  return (
    <Box
      ref={box}
      role="img"
      aria-label={`${title}: ${series.map((s) => s.label).join(', ')} per day`}
      sx={{ width: '100%', minWidth: 0 }}
    />
  );
}

import { scaleBand, scaleLinear, scaleUtc } from 'd3-scale';
import { area, line } from 'd3-shape';
import type { Chart } from '../../../core/page-spec.js';
import { escapeHtml } from '../../reference/html-escape.js';

/** How a chart writes its values (money in whole units, so ticks stay short), shares and days, in the page's language. */
export interface ChartFormats {
  axis(value: number): string;
  /** A value in full (money to the cent), for legends. */
  value(value: number): string;
  percent(value: number): string;
  day(iso: string): string;
}

const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { top: 24, right: 16, bottom: 40, left: 84 };
/** Ticks on the value axis: d3 picks round numbers near this count. */
const VALUE_TICKS = 5;

/**
 * A chart as inline SVG, drawn on the server so it shows without JavaScript. d3-scale gives the scales and their round
 * ticks, d3-shape the paths; the SVG around them is ours (the charting libraries that draw whole charts need a DOM).
 * The text alternative is the chart's summary, as the SVG's description and as the visible caption.
 */
export function chartSvg(chart: Chart, id: string, formats: ChartFormats): string {
  const body = chart.kind === 'line' ? lineChart(chart, formats) : chart.kind === 'bars' ? barChart(chart, formats.axis) : splitBar(chart);
  // A split's legend is HTML, so its words stay readable on a phone, where the SVG is scaled down.
  const legend = chart.kind === 'split' ? splitLegend(chart, formats) : '';
  return `<figure class="chart chart-${chart.kind}">
<svg viewBox="0 0 ${WIDTH} ${chart.kind === 'split' ? SPLIT_HEIGHT : HEIGHT}" role="img" aria-labelledby="${id}-title ${id}-desc" preserveAspectRatio="xMidYMid meet">
<title id="${id}-title">${escapeHtml(chart.title)}</title>
<desc id="${id}-desc">${escapeHtml(chart.summary)}</desc>
${body}
</svg>
${legend}<figcaption><strong>${escapeHtml(chart.title)}.</strong> ${escapeHtml(chart.summary)}</figcaption>
</figure>`;
}

const round = (n: number) => Math.round(n * 10) / 10;

function valueAxis(y: (v: number) => number, ticks: number[], axis: (value: number) => string): string {
  return ticks
    .map((t) => `<g class="tick"><line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${round(y(t))}" y2="${round(y(t))}"${t === 0 ? ' class="zero"' : ''}/><text x="${MARGIN.left - 6}" y="${round(y(t)) + 4}" text-anchor="end">${escapeHtml(axis(t))}</text></g>`)
    .join('');
}

function lineChart(chart: Extract<Chart, { kind: 'line' }>, { axis, day: dayLabel }: ChartFormats): string {
  const points = chart.points.map((p) => ({ t: Date.parse(`${p.x}T00:00:00Z`), y: p.y }));
  if (points.length === 0) return '';
  const ys = points.map((p) => p.y);
  const x = scaleUtc().domain([points[0]!.t, points[points.length - 1]!.t]).range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear().domain([Math.min(0, ...ys), Math.max(0, ...ys)]).nice(VALUE_TICKS).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = line<{ t: number; y: number }>().x((p) => round(x(p.t))).y((p) => round(y(p.y)))(points) ?? '';
  const shade = area<{ t: number; y: number }>().x((p) => round(x(p.t))).y0(round(y(0))).y1((p) => round(y(p.y)))(points) ?? '';
  const timeTicks = x.ticks(5).map((d) => {
    const iso = d.toISOString().slice(0, 10);
    return `<text class="tick" x="${round(x(d.getTime()))}" y="${HEIGHT - MARGIN.bottom + 18}" text-anchor="middle">${escapeHtml(dayLabel(iso))}</text>`;
  });
  const marks = (chart.marks ?? []).map((mark, i) => {
    const point = points.find((p) => p.t === Date.parse(`${mark.x}T00:00:00Z`));
    if (!point) return '';
    const cx = round(x(point.t));
    const cy = round(y(point.y));
    // Labels sit on the side of the point with more room, and the second one a line lower, so they do not overlap.
    const anchor = cx > WIDTH / 2 ? 'end' : 'start';
    const dx = anchor === 'end' ? -8 : 8;
    const dy = cy < HEIGHT / 2 ? 16 + i * 15 : -8 - i * 15;
    return `<g class="mark"><circle cx="${cx}" cy="${cy}" r="4.5"/><text x="${cx + dx}" y="${cy + dy}" text-anchor="${anchor}">${escapeHtml(mark.label)}</text></g>`;
  });
  return `${valueAxis(y, y.ticks(VALUE_TICKS), axis)}
<path class="area" d="${shade}"/>
<path class="line" d="${path}"/>
${timeTicks.join('')}
${marks.join('')}`;
}

function barChart(chart: Extract<Chart, { kind: 'bars' }>, axis: (value: number) => string): string {
  const values = chart.bars.map((b) => b.value);
  const x = scaleBand().domain(chart.bars.map((_, i) => String(i))).range([MARGIN.left, WIDTH - MARGIN.right]).padding(0.2);
  const y = scaleLinear().domain([Math.min(0, ...values), Math.max(0, ...values)]).nice(VALUE_TICKS).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const bars = chart.bars.map((bar, i) => {
    const left = round(x(String(i))!);
    const top = round(y(Math.max(0, bar.value)));
    const height = round(Math.abs(y(bar.value) - y(0)));
    const middle = round(left + x.bandwidth() / 2);
    return `<g class="bar${bar.highlight ? ' highlight' : ''}"><rect x="${left}" y="${top}" width="${round(x.bandwidth())}" height="${height}"/>` +
      `<text class="label" x="${middle}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${escapeHtml(bar.label)}</text></g>`;
  });
  return `${valueAxis(y, y.ticks(VALUE_TICKS), axis)}
${bars.join('')}
<text class="axis-name" x="${round((MARGIN.left + WIDTH - MARGIN.right) / 2)}" y="${HEIGHT - 6}" text-anchor="middle">${escapeHtml(chart.axis)}</text>`;
}

const SPLIT_HEIGHT = 48;

function shares(chart: Extract<Chart, { kind: 'split' }>): { total: number; values: number[] } {
  const values = chart.parts.map((p) => Math.max(0, p.value));
  return { total: values.reduce((a, b) => a + b, 0), values };
}

function splitBar(chart: Extract<Chart, { kind: 'split' }>): string {
  const { total, values } = shares(chart);
  if (total <= 0) return '';
  const x = scaleLinear().domain([0, total]).range([0, WIDTH]);
  let start = 0;
  return values
    .map((value, i) => {
      const rect = `<rect class="part part-${i}" x="${round(x(start))}" y="0" width="${round(x(value))}" height="${SPLIT_HEIGHT}"/>`;
      start += value;
      return rect;
    })
    .join('');
}

function splitLegend(chart: Extract<Chart, { kind: 'split' }>, { value: full, percent }: ChartFormats): string {
  const { total, values } = shares(chart);
  if (total <= 0) return '';
  return `<ul class="legend">${chart.parts
    .map((part, i) => `<li><span class="swatch part-${i}" aria-hidden="true"></span>${escapeHtml(part.label)}: <strong>${escapeHtml(full(part.value))}</strong> (${escapeHtml(percent(Math.round((values[i]! / total) * 1000) / 10))})</li>`)
    .join('')}</ul>\n`;
}

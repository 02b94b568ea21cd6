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

/**
 * A drawing's size in SVG units and its text size. The SVG scales to the width of its column, and its text with it,
 * so a chart is drawn twice, for a phone's column (about 360 px wide at 390: text at about 12 px) and for a wider one
 * (520 px and more: text at 11.4 px and more), and the stylesheet shows the one that fits the column (a container
 * query on `.chart`; the wide one where container queries are not supported).
 */
interface Layout {
  name: 'wide' | 'narrow';
  width: number;
  height: number;
  font: number;
  /** Ticks on the value axis and on the time axis: d3 picks round values near these counts. */
  valueTicks: number;
  timeTicks: number;
}

const WIDE: Layout = { name: 'wide', width: 640, height: 280, font: 14, valueTicks: 5, timeTicks: 5 };
const NARROW: Layout = { name: 'narrow', width: 360, height: 280, font: 12, valueTicks: 4, timeTicks: 3 };
const LAYOUTS = [WIDE, NARROW] as const;
const SPLIT_HEIGHT = 48;

/**
 * A chart as inline SVG, drawn on the server so it shows without JavaScript. d3-scale gives the scales and their round
 * ticks, d3-shape the paths; the SVG around them is ours (the charting libraries that draw whole charts need a DOM).
 * The text alternative is the chart's summary, as the SVG's description and as the visible caption.
 */
export function chartSvg(chart: Chart, id: string, formats: ChartFormats): string {
  // A split has no words in its drawing (its legend is HTML), so one drawing scales to any width.
  const svgs =
    chart.kind === 'split'
      ? svg(chart, id, WIDE, splitBar(chart), SPLIT_HEIGHT, '')
      : LAYOUTS.map((layout) => {
          const body = chart.kind === 'line' ? lineChart(chart, formats, layout) : barChart(chart, formats.axis, layout);
          return svg(chart, layout === WIDE ? id : `${id}-${layout.name}`, layout, body, layout.height, ` class="${layout.name}" style="font-size:${layout.font}px"`);
        }).join('\n');
  const legend = chart.kind === 'split' ? splitLegend(chart, formats) : '';
  return `<figure class="chart chart-${chart.kind}">
${svgs}
${legend}<figcaption><strong>${escapeHtml(chart.title)}.</strong> ${escapeHtml(chart.summary)}</figcaption>
</figure>`;
}

function svg(chart: Chart, id: string, layout: Layout, body: string, height: number, attributes: string): string {
  return `<svg viewBox="0 0 ${layout.width} ${height}"${attributes} role="img" aria-labelledby="${id}-title ${id}-desc" preserveAspectRatio="xMidYMid meet">
<title id="${id}-title">${escapeHtml(chart.title)}</title>
<desc id="${id}-desc">${escapeHtml(chart.summary)}</desc>
${body}
</svg>`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A text's width in SVG units, estimated (no fonts on the server): an average glyph is narrower than 0.6 em. */
const widthOf = (text: string, font: number) => text.length * font * 0.6;
const lineHeight = (layout: Layout) => round(layout.font * 1.2);

/** A text broken at its spaces into lines of at most `width` units (a word longer than that keeps its own line). */
function wrap(text: string, width: number, font: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`, font) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A text of one or more lines, the first with its baseline at y. */
function textLines(lines: readonly string[], x: number, y: number, layout: Layout, attributes: string): string {
  const spans = lines.length === 1 ? escapeHtml(lines[0]!) : lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight(layout)}">${escapeHtml(l)}</tspan>`).join('');
  return `<text x="${x}" y="${y}"${attributes}>${spans}</text>`;
}

/** The left margin: room for the longest value label. */
function leftMargin(labels: readonly string[], layout: Layout): number {
  return Math.ceil(Math.max(0, ...labels.map((l) => widthOf(l, layout.font)))) + 10;
}

function valueAxis(y: (v: number) => number, ticks: readonly number[], labels: readonly string[], left: number, right: number, layout: Layout): string {
  return ticks
    .map((t, i) => `<g class="tick"><line x1="${left}" x2="${right}" y1="${round(y(t))}" y2="${round(y(t))}"${t === 0 ? ' class="zero"' : ''}/><text x="${left - 6}" y="${round(y(t) + layout.font * 0.3)}" text-anchor="end">${escapeHtml(labels[i]!)}</text></g>`)
    .join('');
}

function lineChart(chart: Extract<Chart, { kind: 'line' }>, { axis, day: dayLabel }: ChartFormats, layout: Layout): string {
  const points = chart.points.map((p) => ({ t: Date.parse(`${p.x}T00:00:00Z`), y: p.y }));
  if (points.length === 0) return '';
  const { width, height, font } = layout;
  const ys = points.map((p) => p.y);
  const top = font + 4;
  const bottom = height - (lineHeight(layout) + 12);
  const y = scaleLinear().domain([Math.min(0, ...ys), Math.max(0, ...ys)]).nice(layout.valueTicks).range([bottom, top]);
  const values = y.ticks(layout.valueTicks);
  const valueLabels = values.map(axis);
  const left = leftMargin(valueLabels, layout);
  const right = width - 12;
  const x = scaleUtc().domain([points[0]!.t, points[points.length - 1]!.t]).range([left, right]);
  const path = line<{ t: number; y: number }>().x((p) => round(x(p.t))).y((p) => round(y(p.y)))(points) ?? '';
  const shade = area<{ t: number; y: number }>().x((p) => round(x(p.t))).y0(round(y(0))).y1((p) => round(y(p.y)))(points) ?? '';
  const timeTicks = x.ticks(layout.timeTicks).map((d) => {
    const label = dayLabel(d.toISOString().slice(0, 10));
    // Kept inside the drawing: a tick near an edge has its label moved in.
    const half = widthOf(label, font) / 2;
    const at = round(Math.min(width - half - 2, Math.max(half + 2, x(d.getTime()))));
    return `<text class="tick" x="${at}" y="${round(bottom + lineHeight(layout) + 4)}" text-anchor="middle">${escapeHtml(label)}</text>`;
  });
  // Where the labels drawn so far end, above their points and below them: the next one on that side goes past it.
  let aboveTop = Infinity;
  let belowBottom = -Infinity;
  const marks = (chart.marks ?? []).map((mark) => {
    const point = points.find((p) => p.t === Date.parse(`${mark.x}T00:00:00Z`));
    if (!point) return '';
    const cx = round(x(point.t));
    const cy = round(y(point.y));
    // Labels sit on the side of the point with more room, wrapped to it, and stacked so they do not overlap.
    const anchor = cx > width / 2 ? 'end' : 'start';
    const tx = anchor === 'end' ? cx - 8 : cx + 8;
    const lines = wrap(mark.label, (anchor === 'end' ? tx : width - tx) - 4, font);
    const spread = (lines.length - 1) * lineHeight(layout);
    let first: number;
    if (cy < height / 2) {
      first = Math.max(cy + font + 4, belowBottom + font + 2);
      belowBottom = first + spread + font * 0.25;
    } else {
      first = Math.min(cy - 8, aboveTop - 2) - spread;
      aboveTop = first - font;
    }
    return `<g class="mark"><circle cx="${cx}" cy="${cy}" r="4.5"/>${textLines(lines, tx, round(first), layout, ` text-anchor="${anchor}"`)}</g>`;
  });
  return `${valueAxis(y, values, valueLabels, left, right, layout)}
<path class="area" d="${shade}"/>
<path class="line" d="${path}"/>
${timeTicks.join('')}
${marks.join('')}`;
}

function barChart(chart: Extract<Chart, { kind: 'bars' }>, axis: (value: number) => string, layout: Layout): string {
  const { width, height, font } = layout;
  const values = chart.bars.map((b) => b.value);
  const domain = [Math.min(0, ...values), Math.max(0, ...values)];
  const valueLabels = scaleLinear().domain(domain).nice(layout.valueTicks).ticks(layout.valueTicks).map(axis);
  const left = leftMargin(valueLabels, layout);
  const right = width - 12;
  const x = scaleBand().domain(chart.bars.map((_, i) => String(i))).range([left, right]).padding(0.2);
  // Labels wrap to the room of their bar, and the axis name to the width: the plot keeps what is left.
  const labels = chart.bars.map((bar) => wrap(bar.label, x.step() - 2, font));
  const axisName = wrap(chart.axis, right - left, font);
  const labelLines = Math.max(1, ...labels.map((l) => l.length));
  const bottom = height - 6 - (labelLines + axisName.length) * lineHeight(layout) - 4;
  const y = scaleLinear().domain(domain).nice(layout.valueTicks).range([bottom, font + 4]);
  const bars = chart.bars.map((bar, i) => {
    const left = round(x(String(i))!);
    const top = round(y(Math.max(0, bar.value)));
    const height = round(Math.abs(y(bar.value) - y(0)));
    const middle = round(left + x.bandwidth() / 2);
    return `<g class="bar${bar.highlight ? ' highlight' : ''}"><rect x="${left}" y="${top}" width="${round(x.bandwidth())}" height="${height}"/>` +
      textLines(labels[i]!, middle, round(bottom + lineHeight(layout)), layout, ' class="label" text-anchor="middle"') + '</g>';
  });
  const axisTop = round(bottom + (labelLines + 1) * lineHeight(layout) + 4);
  return `${valueAxis(y, y.ticks(layout.valueTicks), valueLabels, left, right, layout)}
${bars.join('')}
${textLines(axisName, round((left + right) / 2), axisTop, layout, ' class="axis-name" text-anchor="middle"')}`;
}

function shares(chart: Extract<Chart, { kind: 'split' }>): { total: number; values: number[] } {
  const values = chart.parts.map((p) => Math.max(0, p.value));
  return { total: values.reduce((a, b) => a + b, 0), values };
}

function splitBar(chart: Extract<Chart, { kind: 'split' }>): string {
  const { total, values } = shares(chart);
  if (total <= 0) return '';
  const x = scaleLinear().domain([0, total]).range([0, WIDE.width]);
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

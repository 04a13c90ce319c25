import { useId } from 'react';
import { categoryName } from '../../../lib/category-name';
import { useTranslation } from '../../../lib/i18n';
import './feedback.css';

const WIDTH = 420;
const HEIGHT = 240;
const PADDING = { top: 14, right: 20, bottom: 36, left: 32 };
/** Colours with at least 3:1 contrast on white; the overall line is also thicker and solid. */
const CATEGORY_COLOURS = ['#b45309', '#047857', '#7c3aed', '#be123c', '#0f766e', '#4b5563', '#a16207', '#1e40af'];
const OVERALL_COLOUR = '#1d4ed8';

interface Series {
  name: string;
  colour: string;
  dashed: boolean;
  scores: Array<number | null>;
}

/** One chart's data: an interview's attempts, or practice days (a series of their own, never mixed). */
export interface ProgressChartData {
  name: string;
  /** What one point is: 'attempt' (an interview) or 'day' (practice). */
  unit: 'attempt' | 'day';
  points: Array<{ key: string; label: string; short: string; average: number }>;
  /** Per question category, the average of each point (aligned with `points`; null when none). */
  categories: Array<{ category: string; scores: Array<number | null> }>;
}

function LineSeries({
  series,
  keys,
  x,
  y,
}: {
  series: Series;
  keys: string[];
  x: (index: number) => number;
  y: (score: number) => number;
}) {
  const points = series.scores.map((score, index) => (score === null ? null : { cx: x(index), cy: y(score), score }));
  // A gap (no answer in that category) breaks the line instead of bridging it.
  const path = points
    .map((point, index) => (point ? `${index > 0 && points[index - 1] ? 'L' : 'M'}${point.cx.toFixed(1)},${point.cy.toFixed(1)}` : ''))
    .join(' ');
  return (
    <g>
      <path
        d={path}
        fill="none"
        stroke={series.colour}
        strokeWidth={series.dashed ? 2 : 3.5}
        strokeDasharray={series.dashed ? '6 4' : undefined}
        strokeLinejoin="round"
      />
      {points.map((point, index) =>
        point ? <circle key={keys[index]} cx={point.cx} cy={point.cy} r={series.dashed ? 3.5 : 5} fill={series.colour} /> : null,
      )}
    </g>
  );
}

/** Scores over an interview's attempts or over practice days: the average (solid) and each question category (dashed). */
export function ScoreProgressChart({ progress }: { progress: ProgressChartData }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const series: Series[] = [
    { name: t('chart.average'), colour: OVERALL_COLOUR, dashed: false, scores: progress.points.map((point) => point.average) },
    ...progress.categories.map((category, index) => ({
      name: categoryName(category.category),
      colour: CATEGORY_COLOURS[index % CATEGORY_COLOURS.length] as string,
      dashed: true,
      scores: category.scores,
    })),
  ];
  const count = progress.points.length;
  const plotWidth = WIDTH - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const x = (index: number) => PADDING.left + (count === 1 ? plotWidth / 2 : (index * plotWidth) / (count - 1));
  const y = (score: number) => PADDING.top + plotHeight - (score / 10) * plotHeight;
  const first = progress.points[0];
  const last = progress.points.at(-1);
  const summary =
    first && last && count > 1
      ? t('chart.wentFrom', { from: first.average, first: first.label, to: last.average, last: last.label })
      : first
        ? t('chart.single', { score: first.average, first: first.label })
        : '';
  const perAttempt = progress.unit === 'attempt';
  const unitName = perAttempt ? t('chart.unitAttempt') : t('chart.unitDay');

  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{progress.name}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="score-chart">
        <title id={`${id}-title`}>{t(perAttempt ? 'chart.titleAttempts' : 'chart.titleDays', { name: progress.name })}</title>
        <desc id={`${id}-desc`}>{t('chart.desc', { summary })}</desc>
        {[0, 2, 4, 6, 8, 10].map((tick) => (
          <g key={tick}>
            <line x1={PADDING.left} x2={WIDTH - PADDING.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={PADDING.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="13" fill="#4b5563">
              {tick}
            </text>
          </g>
        ))}
        {progress.points.map((point, index) => (
          <text key={point.key} x={x(index)} y={HEIGHT - PADDING.bottom + 20} textAnchor="middle" fontSize="13" fill="#4b5563">
            {point.short}
          </text>
        ))}
        {[...series].reverse().map((line) => (
          <LineSeries key={line.name} series={line} keys={progress.points.map((point) => point.key)} x={x} y={y} />
        ))}
      </svg>
      <ul className="fb-legend" aria-hidden="true">
        {series.map((line) => (
          <li key={line.name}>
            <svg viewBox="0 0 28 10" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                stroke={line.colour}
                strokeWidth={line.dashed ? 2 : 3.5}
                strokeDasharray={line.dashed ? '6 4' : undefined}
              />
            </svg>
            {line.name}
          </li>
        ))}
      </ul>
      {/* Hidden by its wrapper: a table ignores the 1px width of .visually-hidden and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t(perAttempt ? 'chart.captionAttempt' : 'chart.captionDay', { name: progress.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{unitName}</th>
              {series.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {progress.points.map((point, index) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                {series.map((line) => (
                  <td key={line.name}>{line.scores[index] ?? t('chart.noAnswer')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import type { FunnelStage, TimeInStatusRow } from '../../api/staff/reports-api';

/** How many matches reached each status, as horizontal bars in the order of the pipeline. */
export function FunnelChart({ stages }: { stages: FunnelStage[] }) {
  return (
    <BarChart
      height={Math.max(240, stages.length * 26)}
      layout="horizontal"
      dataset={stages.map((stage) => ({ title: stage.title, reached: stage.reached, now: stage.count }))}
      yAxis={[{ scaleType: 'band', dataKey: 'title', width: 200 }]}
      series={[
        { dataKey: 'reached', label: 'Reached' },
        { dataKey: 'now', label: 'There now' },
      ]}
      aria-label="Funnel: matches that reached each status"
    />
  );
}

/** The median and 90th percentile of days in each status, as bars. */
export function TimeInStatusChart({ statuses }: { statuses: TimeInStatusRow[] }) {
  const shown = statuses.filter((row) => row.stays > 0);
  return (
    <BarChart
      height={Math.max(240, shown.length * 30)}
      layout="horizontal"
      dataset={shown.map((row) => ({ title: row.title, median: row.medianDays ?? 0, p90: row.p90Days ?? 0 }))}
      yAxis={[{ scaleType: 'band', dataKey: 'title', width: 200 }]}
      series={[
        { dataKey: 'median', label: 'Median days' },
        { dataKey: 'p90', label: '90th percentile days' },
      ]}
      aria-label="Days spent in each status"
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FunnelStage, TimeInStatusRow } from '../../api/staff/reports-api';

/**
 * The width of the status names beside the bars. On a phone 200 px left the bars about 40 px, too little to compare;
 * there the names are cut short with an ellipsis (the chart does it), and the table under each chart names them whole.
 */
function useStatusAxisWidth(): number {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm')) ? 110 : 200;
}

/** How many matches reached each status, as horizontal bars in the order of the pipeline. */
export function FunnelChart({ stages }: { stages: FunnelStage[] }) {
  const axisWidth = useStatusAxisWidth();
  return (
    <BarChart
      height={Math.max(240, stages.length * 26)}
      layout="horizontal"
      dataset={stages.map((stage) => ({ title: stage.title, reached: stage.reached, now: stage.count }))}
      yAxis={[{ scaleType: 'band', dataKey: 'title', width: axisWidth }]}
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
  const axisWidth = useStatusAxisWidth();
  return (
    <BarChart
      height={Math.max(240, shown.length * 30)}
      layout="horizontal"
      dataset={shown.map((row) => ({ title: row.title, median: row.medianDays ?? 0, p90: row.p90Days ?? 0 }))}
      yAxis={[{ scaleType: 'band', dataKey: 'title', width: axisWidth }]}
      series={[
        { dataKey: 'median', label: 'Median days' },
        { dataKey: 'p90', label: '90th percentile days' },
      ]}
      aria-label="Days spent in each status"
    />
  );
}

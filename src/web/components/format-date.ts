import { formatMomentDate, formatMomentDateTime } from '../../shared/format/marketplace-time';

/** A timestamp as "Mar 2, 2026", its day in the marketplace's time zone (src/shared/format/marketplace-time). */
export function formatDate(iso: string): string {
  return formatMomentDate(iso);
}

/** A timestamp as "Mar 2, 2026, 3:05 PM EST", in the marketplace's time zone, named. */
export function formatDateTime(iso: string): string {
  return formatMomentDateTime(iso);
}

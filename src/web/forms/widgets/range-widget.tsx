import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, rangeSpec } from '@rjsf/utils';
import { widgetFocusHandlers } from './flow-field-parts';

/**
 * A slider question: the question is the slider's accessible name (RJSF's own points its label at the wrapper,
 * so a screen reader heard a nameless slider), its value is written beside the question, and both ends of the
 * scale are marked under it, so nothing floats over the question while it is moved.
 */
export function RangeWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, schema, options } = props;
  // The slider's scale: the schema's bounds and step where it sets them, else MUI's own defaults.
  const scale = { min: 0, max: 100, step: 1, ...rangeSpec(schema) };
  const unit = typeof options.unit === 'string' ? options.unit : '';
  const current = typeof value === 'number' ? value : scale.min;
  const words = (n: number) => (unit ? `${n} ${unit}` : String(n));
  const labelId = `${id}-label`;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
        <FormLabel id={labelId} required={required}>
          {label}
        </FormLabel>
        <Typography component="output" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {words(current)}
        </Typography>
      </Box>
      <Box sx={{ px: 1.5 }}>
        <Slider
          id={id}
          value={current}
          {...scale}
          disabled={disabled || readonly}
          onChange={(_, next) => onChange(Array.isArray(next) ? next[0] : next)}
          {...widgetFocusHandlers(props, current)}
          marks={[scale.min, scale.max].map((end) => ({ value: end, label: words(end) }))}
          valueLabelDisplay="off"
          getAriaValueText={words}
          slotProps={{ input: { name: id, 'aria-labelledby': labelId, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      </Box>
    </Box>
  );
}

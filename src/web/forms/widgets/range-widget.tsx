import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
 *
 * A slider always shows a value, but the one it shows before anyone touches it is nobody's answer (a role was
 * published with "0 minimum years" nobody chose, issue 35 item 7): until it is moved or confirmed the answer stays
 * unset, the value reads "Not chosen yet" and a hollow thumb sits at the start. Confirming the start is a click or
 * tap on the thumb, Home or an arrow key on it, or the "Choose 0 years" button under it.
 */
export function RangeWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, schema, options } = props;
  // The slider's scale: the schema's bounds and step where it sets them, else MUI's own defaults.
  const scale = { min: 0, max: 100, step: 1, ...rangeSpec(schema) };
  const unit = typeof options.unit === 'string' ? options.unit : '';
  const chosen = typeof value === 'number';
  const current = chosen ? value : scale.min;
  const words = (n: number) => (unit ? `${n} ${unit}` : String(n));
  const labelId = `${id}-label`;
  const locked = disabled || readonly;
  const pick = (next: number | number[]) => onChange(Array.isArray(next) ? next[0] : next);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
        <FormLabel id={labelId} required={required}>
          {label}
        </FormLabel>
        <Typography component="output" sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: chosen ? 'text.primary' : 'text.secondary' }}>
          {chosen ? words(current) : 'Not chosen yet'}
        </Typography>
      </Box>
      <Box sx={{ px: 1.5 }}>
        <Slider
          id={id}
          value={current}
          {...scale}
          disabled={locked}
          onChange={(_, next) => pick(next)}
          // MUI reports no change when the thumb is pressed, or Home pressed, where it already is: that confirms the
          // shown value of an untouched slider.
          onChangeCommitted={(_, next) => {
            if (!chosen) pick(next);
          }}
          {...widgetFocusHandlers(props, value)}
          marks={[scale.min, scale.max].map((end) => ({ value: end, label: words(end) }))}
          valueLabelDisplay="off"
          getAriaValueText={(n) => (chosen ? words(n) : 'Not chosen yet')}
          sx={chosen ? undefined : { '& .MuiSlider-thumb': { bgcolor: 'background.paper', border: 2, borderColor: 'currentColor' } }}
          slotProps={{ input: { name: id, 'aria-labelledby': labelId, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      </Box>
      {!chosen && !locked ? (
        <Button size="small" onClick={() => onChange(scale.min)} sx={{ textTransform: 'none' }}>
          Choose {words(scale.min)}
        </Button>
      ) : null}
    </Box>
  );
}

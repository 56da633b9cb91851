import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

/**
 * On a page drawn at build (src/web/prerender), MUI moves the label up from React's state, which does not exist
 * until the app has taken the page over: typed into before then, the field would write over its label. Until then
 * the page's own CSS moves it up while the field has the focus or text; a placeholder of one space (never seen: MUI
 * hides it while the label is down) is what lets CSS tell an empty field by `:placeholder-shown`.
 */
const LABEL_UP_BEFORE_THE_APP = {
  '&:has(input:focus, input:not(:placeholder-shown)) > label[data-shrink="false"]': {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  '&:has(input:focus, input:not(:placeholder-shown)) legend': { maxWidth: '100%' },
};

/** Passed to the input as they are; without a type the input is a text one, its own default. */
interface InputAttributes {
  name: string;
  value: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

interface RequiredTextFieldProps extends InputAttributes {
  label: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  /** Ids of further text describing the field (read after the error message). */
  describedBy?: string;
}

/**
 * A required text field whose label is exactly its name. MUI's `required` would append an asterisk to the
 * label, changing the name assistive technology reads out; the input is marked required natively instead,
 * and forms say once that every field is required.
 *
 * Drawn from the outlined TextField's parts rather than TextField itself, which brings its select menu (and
 * the menu's popover and modal) along: this field is on the sign-in and sign-up pages, whose weight counts.
 */
export function RequiredTextField({ label, onChange, error, describedBy, ...input }: RequiredTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const labelId = `${id}-label`;
  const description = [error === undefined ? null : helperId, describedBy ?? null].filter((id) => id !== null).join(' ');
  return (
    <FormControl variant="outlined" fullWidth error={error !== undefined} sx={LABEL_UP_BEFORE_THE_APP}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        {...input}
        onChange={(event) => onChange(event.target.value)}
        placeholder=" "
        inputProps={{ required: true, 'aria-describedby': description === '' ? undefined : description }}
      />
      {error !== undefined && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

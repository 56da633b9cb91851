import TextField from '@mui/material/TextField';

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A short optional note sent along with a move or an answer; it grows as it is written, up to 1000 characters. */
export function NoteField({ label, value, onChange }: NoteFieldProps) {
  return (
    <TextField
      label={label}
      size="small"
      multiline
      minRows={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
    />
  );
}

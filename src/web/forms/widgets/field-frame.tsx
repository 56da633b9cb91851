import type { ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';

interface FieldFrameProps {
  id: string;
  label: string;
  description?: string;
  errors?: string[];
  children: ReactNode;
}

/** Label, help and errors around a custom field, with the ids RJSF's own widgets use, so errors stay linked. */
export function FieldFrame({ id, label, description, errors = [], children }: FieldFrameProps) {
  return (
    <FormControl component="fieldset" fullWidth error={errors.length > 0} sx={{ mb: 2 }} aria-describedby={`${id}__description ${id}__error`}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      {description ? (
        <Typography id={`${id}__description`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
      ) : null}
      {children}
      <div id={`${id}__error`}>
        {errors.map((error) => (
          <FormHelperText key={error}>{error}</FormHelperText>
        ))}
      </div>
    </FormControl>
  );
}

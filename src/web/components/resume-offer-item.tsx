import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OfferGate, OfferItem, OfferNeed, OfferOption } from './resume-offer';
import { partKey } from './resume-offer-choices';

const fieldId = (prefix: string, key: string) => `${prefix}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The value read beside what the profile holds now: two columns where there is room, one above the other on a phone. */
function ReadBesideCurrent({ read, current }: { read: string; current: string | null }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5, overflowWrap: 'anywhere' }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          From your resume
        </Typography>
        <Typography>{read}</Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          In your profile now
        </Typography>
        <Typography>{current ?? 'Nothing yet'}</Typography>
      </Box>
    </Box>
  );
}

interface NeedFieldProps {
  id: string;
  need: OfferNeed;
  about: string;
  value: string | number | undefined;
  problem: string | undefined;
  onChange: (value: string | number) => void;
}

/** A part the resume did not give (a skill's level, the street), asked for beside the value. */
function NeedField({ id, need, about, value, problem, onChange }: NeedFieldProps) {
  const pick = (raw: string) => onChange(need.options?.find((option) => String(option.value) === raw)?.value ?? raw);
  return (
    <TextField
      id={id}
      size="small"
      label={need.label}
      value={value ?? ''}
      select={need.options !== null}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': `${need.label} for ${about}` },
        inputLabel: { shrink: true },
      }}
      error={problem !== undefined}
      helperText={problem}
      onChange={(event) => pick(event.target.value)}
      sx={{ mt: 1, width: '100%', maxWidth: 360 }}
    >
      {need.options !== null ? (
        <>
          <option value="">Choose…</option>
          {need.options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.title}
            </option>
          ))}
        </>
      ) : null}
    </TextField>
  );
}

interface OfferItemViewProps {
  idPrefix: string;
  item: OfferItem;
  ticked: boolean;
  parts: Record<string, string | number> | undefined;
  problems: Record<string, string>;
  onTick: (ticked: boolean) => void;
  onPart: (property: string, value: string | number) => void;
}

/** One value read: beside what the profile holds, with its tick and what it still needs when ticked. */
export function OfferItemView({ idPrefix, item, ticked, parts, problems, onTick, onPart }: OfferItemViewProps) {
  if (item.state === 'present') {
    return (
      <Box sx={{ py: 0.5, overflowWrap: 'anywhere' }}>
        <Typography>{item.read}</Typography>
        <Typography variant="body2" color="text.secondary">
          Already in your profile
        </Typography>
      </Box>
    );
  }
  // A list's new value needs no "now" beside it: it is added to what is there.
  const beside = item.index === null || item.state === 'differs';
  return (
    <Box sx={{ py: 0.5 }}>
      {beside ? <ReadBesideCurrent read={item.read} current={item.current} /> : null}
      <FormControlLabel
        control={<Checkbox checked={ticked} onChange={(event) => onTick(event.target.checked)} />}
        label={item.label}
        sx={{ overflowWrap: 'anywhere', mr: 0 }}
      />
      {ticked
        ? item.needs.map((need) => {
            const key = partKey(item, need.property);
            return (
              <NeedField
                key={need.property}
                id={fieldId(idPrefix, key)}
                need={need}
                about={item.read}
                value={parts?.[need.property]}
                problem={problems[key]}
                onChange={(value) => onPart(need.property, value)}
              />
            );
          })
        : null}
    </Box>
  );
}

interface OfferGateViewProps {
  idPrefix: string;
  gate: OfferGate;
  ticked: boolean;
  chosen: string | number | undefined;
  problem: string | undefined;
  onTick: (ticked: boolean) => void;
  onChoose: (value: string | number) => void;
}

/** The question the values below wait on, asked first, its answer offered from what was read. */
export function OfferGateView({ idPrefix, gate, ticked, chosen, problem, onTick, onChoose }: OfferGateViewProps) {
  const headingId = fieldId(idPrefix, `${gate.field}-heading`);
  const pick = (raw: string) => onChoose(gate.options.find((option: OfferOption) => String(option.value) === raw)?.value ?? raw);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography id={headingId}>{gate.heading}</Typography>
      {gate.current !== null ? (
        <Typography variant="body2" color="text.secondary">
          In your profile now: {gate.current}
        </Typography>
      ) : null}
      <FormControlLabel control={<Checkbox checked={ticked} onChange={(event) => onTick(event.target.checked)} />} label={gate.label} sx={{ mr: 0 }} />
      {ticked ? (
        <>
          <RadioGroup
            id={fieldId(idPrefix, gate.field)}
            aria-labelledby={headingId}
            value={chosen === undefined ? '' : String(chosen)}
            onChange={(event) => pick(event.target.value)}
          >
            {gate.options.map((option) => (
              <FormControlLabel key={String(option.value)} value={String(option.value)} control={<Radio />} label={option.title} />
            ))}
          </RadioGroup>
          {problem !== undefined ? <FormHelperText error>{problem}</FormHelperText> : null}
        </>
      ) : null}
    </Box>
  );
}

export { fieldId };

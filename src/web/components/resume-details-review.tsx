import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { Flow } from '../../flows';
import type { ResumeExtraction } from '../api/records/upload-resume';
import { anythingTicked, confirmationBody, initialChoices, offerProblems, type OfferChoices } from './resume-offer-choices';
import { offerGroups } from './resume-offer';
import { fieldId, OfferGateView, OfferItemView } from './resume-offer-item';

export interface ResumeDetailsReviewProps {
  flow: Flow;
  /** What the profile holds now (camelCase answers), shown beside each value read. */
  answers: Record<string, unknown>;
  extracted: ResumeExtraction;
  saving: boolean;
  /** The ticked values, as PUT /api/extract/resume/{id}/ takes them. */
  onKeep: (body: Record<string, unknown>) => void;
  onSkip: () => void;
}

/**
 * The details found in a resume, offered value by value for the profile (on the resume step, the dashboard's
 * card, and after sign-up with a resume): each beside what the profile holds now, with a tick. What is new is
 * ticked; what would replace a typed answer is not, and asks "Replace …?"; what the profile has is said so.
 */
export function ResumeDetailsReview({ flow, answers, extracted, saving, onKeep, onSkip }: ResumeDetailsReviewProps) {
  const idPrefix = useId();
  const groups = useMemo(() => offerGroups(flow, extracted as Record<string, unknown>, answers), [flow, extracted, answers]);
  const [choices, setChoices] = useState<OfferChoices>(() => initialChoices(groups));
  const [checked, setChecked] = useState(false);
  const [nothing, setNothing] = useState(false);
  const problems = checked ? offerProblems(groups, choices) : {};

  const tick = (key: string, ticked: boolean) => {
    setNothing(false);
    setChoices((now) => ({ ...now, ticked: { ...now.ticked, [key]: ticked } }));
  };
  const setPart = (id: string, property: string, value: string | number) =>
    setChoices((now) => ({ ...now, parts: { ...now.parts, [id]: { ...now.parts[id], [property]: value } } }));
  const choose = (gate: string, value: string | number) => setChoices((now) => ({ ...now, gates: { ...now.gates, [gate]: value } }));

  const keep = () => {
    if (!anythingTicked(choices)) {
      setNothing(true);
      return;
    }
    const found = offerProblems(groups, choices);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      setChecked(true);
      // The first value that still needs an answer takes the focus, its message beside it.
      requestAnimationFrame(() => {
        const target = document.getElementById(fieldId(idPrefix, first));
        (target?.querySelector<HTMLElement>('input') ?? target)?.focus();
      });
      return;
    }
    onKeep(confirmationBody(groups, choices));
  };

  return (
    <Paper variant="outlined" role="region" aria-label="Details found in your resume" sx={{ mt: 2, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography sx={{ mb: 1 }}>We found these details in your resume. Tick the ones to add to your profile.</Typography>
      {groups.map((group) => (
        <Box key={group.field} component="section" aria-label={group.heading} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {group.heading}
          </Typography>
          {group.gate ? (
            <OfferGateView
              idPrefix={idPrefix}
              gate={group.gate}
              ticked={choices.ticked[group.gate.field] === true}
              chosen={choices.gates[group.gate.field]}
              problem={problems[group.gate.field]}
              onTick={(ticked) => tick(group.gate!.field, ticked)}
              onChoose={(value) => choose(group.gate!.field, value)}
            />
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.items.map((item) => (
              <li key={item.id}>
                <OfferItemView
                  idPrefix={idPrefix}
                  item={item}
                  ticked={choices.ticked[item.id] === true}
                  parts={choices.parts[item.id]}
                  problems={problems}
                  onTick={(ticked) => tick(item.id, ticked)}
                  onPart={(property, value) => setPart(item.id, property, value)}
                />
              </li>
            ))}
          </Box>
        </Box>
      ))}
      {nothing ? (
        <Typography color="error" role="alert" sx={{ mb: 1 }}>
          Tick the details to add, or choose Not now.
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
        <Button variant="contained" onClick={keep} disabled={saving}>
          Add the ticked details
        </Button>
        <Button onClick={onSkip} disabled={saving}>
          Not now
        </Button>
      </Box>
    </Paper>
  );
}

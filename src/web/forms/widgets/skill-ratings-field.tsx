import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { Autocomplete, Box, IconButton, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Flow, JsonSchema } from '../../../flows';
import { choicesOf, type ChoiceOption } from '../step-form-schema';
import { FieldFrame } from './field-frame';
import type { StepFormContext } from './step-form-context';

export interface SkillRating {
  id?: number;
  skillId: string;
  rating?: string | number;
  deleted?: boolean;
}

/** What the step form hands its custom fields: the flow and the answers so far. */

function itemSchema(flow: Flow, field: string): { skills: ChoiceOption[]; ratings: ChoiceOption[] } {
  const items = (flow.questions[field]?.schema as { items?: { properties?: Record<string, JsonSchema> } }).items;
  return { skills: choicesOf(items?.properties?.skillId ?? {}) ?? [], ratings: choicesOf(items?.properties?.rating ?? {}) ?? [] };
}

/** Skills rated from novice to expert: those of the chosen expertise areas, or any skill the person adds. */
export function SkillRatingsField({ name, formData, onChange, fieldPathId, schema, uiSchema, rawErrors, registry }: FieldProps<SkillRating[]>) {
  const { flow, answers } = registry.formContext as StepFormContext;
  const id = fieldPathId.$id;
  const { skills, ratings } = itemSchema(flow, name);
  const options = uiSchema?.['ui:options'] ?? {};
  const fromField = options.skillsFromField as string | undefined;
  const list = Array.isArray(formData) ? formData : [];
  const live = list.filter((entry) => entry.deleted !== true);
  const [adding, setAdding] = useState<ChoiceOption | null>(null);

  const areas = fromField ? ((answers[fromField] as string[] | undefined) ?? []) : [];
  // The areas question is a list: its options are its items'.
  const areaSchema = (flow.questions[fromField ?? '']?.schema ?? {}) as { items?: JsonSchema };
  const areaTitles = new Map((choicesOf(areaSchema.items ?? areaSchema) ?? []).map((area) => [String(area.const), area.title]));
  // Skills rated on another list of the flow cannot be rated twice.
  const ratedElsewhere = new Set(
    Object.entries(flow.questions)
      .filter(([field, question]) => field !== name && question.ui.widget === 'skill-ratings')
      .flatMap(([field]) => ((answers[field] as SkillRating[] | undefined) ?? []).filter((entry) => entry.deleted !== true).map((entry) => entry.skillId)),
  );
  const shown = fromField ? skills.filter((skill) => areas.includes(skill['x-group'] ?? '')) : skills.filter((skill) => live.some((entry) => entry.skillId === skill.const));

  const setRating = (skillId: string, picked: string) => {
    // The select speaks strings; the answer keeps the option's own value (ratings are numbers).
    const rating = ratings.find((option) => String(option.const) === picked)?.const as string | number | undefined;
    const existing = list.find((entry) => entry.skillId === skillId);
    const next = existing
      ? list.map((entry) => (entry.skillId === skillId ? { ...entry, rating, deleted: false } : entry))
      : [...list, { skillId, rating }];
    const kept = next.filter((entry) => entry.id !== undefined || entry.rating !== undefined);
    onChange(kept.length > 0 ? kept : undefined, fieldPathId.path);
  };
  const remove = (skillId: string) => {
    const kept = list.filter((entry) => entry.skillId !== skillId);
    onChange(kept.length > 0 ? kept : undefined, fieldPathId.path);
  };

  const row = (skill: ChoiceOption) => {
    const value = String(live.find((entry) => entry.skillId === skill.const)?.rating ?? '');
    const selectId = `${id}_${String(skill.const)}`;
    return (
      <Box key={String(skill.const)} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
        <Typography component="label" htmlFor={selectId} sx={{ flex: '1 1 14rem' }}>
          {skill.title}
        </Typography>
        <TextField
          select
          size="small"
          value={value}
          onChange={(event) => setRating(String(skill.const), event.target.value)}
          sx={{ minWidth: '11rem' }}
          slotProps={{ select: { native: true, id: selectId } }}
        >
          <option value="">Not rated</option>
          {ratings.map((rating) => (
            <option key={String(rating.const)} value={String(rating.const)}>
              {rating.title}
            </option>
          ))}
        </TextField>
        {fromField ? null : (
          <IconButton aria-label={`Remove ${skill.title}`} onClick={() => remove(String(skill.const))}>
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Box>
    );
  };

  return (
    <FieldFrame id={id} label={schema.title ?? 'Skills'} description={schema.description} errors={rawErrors}>
      {fromField && areas.length === 0 ? <Typography>Choose your areas of expertise first; their skills are listed here.</Typography> : null}
      {fromField
        ? areas.map((area) => (
            <Box key={area} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {areaTitles.get(area) ?? area}
              </Typography>
              {shown.filter((skill) => skill['x-group'] === area).map(row)}
            </Box>
          ))
        : shown.map(row)}
      {fromField ? null : (
        <Autocomplete
          value={adding}
          options={skills.filter((skill) => !live.some((entry) => entry.skillId === skill.const) && !ratedElsewhere.has(String(skill.const)))}
          getOptionLabel={(option) => option.title}
          onChange={(_, next) => {
            setAdding(null);
            if (next) setRating(String(next.const), String(ratings[0]?.const ?? ''));
          }}
          renderInput={(params) => <TextField {...params} label="Add a skill" />}
          sx={{ mt: 1, maxWidth: '28rem' }}
        />
      )}
    </FieldFrame>
  );
}

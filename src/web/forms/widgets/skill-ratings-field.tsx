import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { Autocomplete, Box, IconButton, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Flow, JsonSchema } from '../../../flows';
import { choicesOf, type ChoiceOption } from '../step-form-schema';
import { FieldFrame } from './field-frame';
import { flowFieldParts } from './flow-field-parts';
import { addChoices, choiceLabel, rates, sameName, type AddChoice, type SkillRating, type SkillRef } from './skill-choices';

export type { SkillRating } from './skill-choices';

/** The question's item schema: its listed skills, its ratings, and whether a skill of one's own may be named (and how long). */
function itemSchema(flow: Flow, field: string): { skills: ChoiceOption[]; ratings: ChoiceOption[]; custom: { allowed: boolean; maxLength?: number } } {
  const items = (flow.questions[field]?.schema as { items?: { properties?: Record<string, JsonSchema> } }).items;
  const customSkill = items?.properties?.customSkill as { maxLength?: unknown } | undefined;
  return {
    skills: choicesOf(items?.properties?.skillId ?? {}) ?? [],
    ratings: choicesOf(items?.properties?.rating ?? {}) ?? [],
    custom: { allowed: customSkill !== undefined, ...(typeof customSkill?.maxLength === 'number' ? { maxLength: customSkill.maxLength } : {}) },
  };
}

/** Skills rated from novice to expert: those of the chosen expertise areas, or any skill the person adds. */
export function SkillRatingsField(props: FieldProps<SkillRating[]>) {
  const { name, formData, schema, rawErrors, errorSchema, disabled, readonly } = props;
  const errorsAt = (index: number) => (errorSchema as Record<string, { rating?: { __errors?: string[] } } | undefined> | undefined)?.[index]?.rating?.__errors;
  const { id, context, options, setAnswer } = flowFieldParts(props);
  const { flow, answers } = context;
  const { skills, ratings, custom } = itemSchema(flow, name);
  const fromField = options.skillsFromField as string | undefined;
  const list = Array.isArray(formData) ? formData : [];
  const live = list.filter((entry) => entry.deleted !== true);
  const [typed, setTyped] = useState('');

  const areas = fromField ? ((answers[fromField] as string[] | undefined) ?? []) : [];
  // The areas question is a list: its options are its items'.
  const areaSchema = (flow.questions[fromField ?? '']?.schema ?? {}) as { items?: JsonSchema };
  const areaTitles = new Map((choicesOf(areaSchema.items ?? areaSchema) ?? []).map((area) => [String(area.const), area.title]));
  // Skills rated on another list of the flow cannot be rated twice.
  const ratedElsewhere = new Set(
    Object.entries(flow.questions)
      .filter(([field, question]) => field !== name && question.ui.widget === 'skill-ratings')
      .flatMap(([field]) => ((answers[field] as SkillRating[] | undefined) ?? []).filter((entry) => entry.deleted !== true).map((entry) => entry.skillId))
      .filter((skillId): skillId is string => typeof skillId === 'string'),
  );
  const shown = fromField
    ? skills.filter((skill) => areas.includes(skill['x-group'] ?? ''))
    : skills.filter((skill) => live.some((entry) => entry.skillId === skill.const));

  // Skills of one's own, in the order they were added.
  const customEntries = custom.allowed
    ? live.filter((entry): entry is SkillRating & { customSkill: string } => typeof entry.customSkill === 'string' && entry.customSkill !== '')
    : [];

  const setRating = (ref: SkillRef, picked: string) => {
    // The select speaks strings; the answer keeps the option's own value (ratings are numbers).
    const rating = ratings.find((option) => String(option.const) === picked)?.const as string | number | undefined;
    const existing = list.find((entry) => rates(entry, ref));
    const next = existing ? list.map((entry) => (rates(entry, ref) ? { ...entry, rating, deleted: false } : entry)) : [...list, { ...ref, rating }];
    // The areas' skills are all listed, rated or not: an unrated one is simply not an answer. A skill added by name
    // stays in the list unrated until its level is chosen (the question's schema asks for one).
    const kept = fromField ? next.filter((entry) => entry.id !== undefined || entry.rating !== undefined) : next;
    setAnswer(kept.length > 0 ? kept : undefined);
  };
  const remove = (ref: SkillRef) => {
    const kept = list.filter((entry) => !rates(entry, ref));
    setAnswer(kept.length > 0 ? kept : undefined);
  };
  // A skill added starts with no level: the person chooses one, rather than it being saved as the lowest unchosen.
  const noRating = '';
  const add = (choice: AddChoice | string | null) => {
    setTyped('');
    if (choice === null) return;
    if (typeof choice === 'object' && 'listed' in choice) {
      setRating({ skillId: String(choice.listed.const) }, noRating);
      return;
    }
    const name = (typeof choice === 'string' ? choice : choice.custom).trim().replace(/\s+/g, ' ');
    if (name === '') return;
    // A listed skill typed in full is the listed skill.
    const listedMatch = skills.find((skill) => sameName(skill.title, name));
    if (listedMatch) {
      if (!live.some((entry) => entry.skillId === listedMatch.const) && !ratedElsewhere.has(String(listedMatch.const)))
        setRating({ skillId: String(listedMatch.const) }, noRating);
      return;
    }
    if (!custom.allowed || customEntries.some((entry) => sameName(entry.customSkill, name))) return;
    if (custom.maxLength !== undefined && name.length > custom.maxLength) return;
    setRating({ customSkill: name }, noRating);
  };

  const row = (ref: SkillRef, title: string, rowKey: string) => {
    const entry = live.find((candidate) => rates(candidate, ref));
    const value = String(entry?.rating ?? '');
    const selectId = `${id}_${rowKey}`;
    // The schema's message for this skill's level ("Choose a level for this skill"), shown at its own select.
    const levelErrors = entry === undefined ? [] : (errorsAt(list.indexOf(entry)) ?? []);
    return (
      <Box key={rowKey} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
        <Typography component="label" htmlFor={selectId} sx={{ flex: '1 1 14rem' }}>
          {title}
        </Typography>
        <TextField
          select
          size="small"
          value={value}
          onChange={(event) => setRating(ref, event.target.value)}
          disabled={disabled || readonly}
          sx={{ minWidth: '11rem' }}
          error={levelErrors.length > 0}
          helperText={levelErrors.length > 0 ? levelErrors.join(' ') : undefined}
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
          <IconButton aria-label={`Remove ${title}`} onClick={() => remove(ref)} disabled={disabled || readonly}>
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Box>
    );
  };
  const listedRow = (skill: ChoiceOption) => row({ skillId: String(skill.const) }, skill.title, String(skill.const));
  const offered = skills.filter((skill) => !live.some((entry) => entry.skillId === skill.const) && !ratedElsewhere.has(String(skill.const)));
  const tooLong = (choice: AddChoice) => 'custom' in choice && custom.maxLength !== undefined && choice.custom.length > custom.maxLength;

  return (
    <FieldFrame id={id} label={schema.title ?? 'Skills'} description={schema.description} errors={rawErrors}>
      {fromField && areas.length === 0 ? <Typography>Choose your areas of expertise first; their skills are listed here.</Typography> : null}
      {fromField
        ? areas.map((area) => (
            <Box key={area} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {areaTitles.get(area) ?? area}
              </Typography>
              {shown.filter((skill) => skill['x-group'] === area).map(listedRow)}
            </Box>
          ))
        : shown.map(listedRow)}
      {customEntries.map((entry, index) => row({ customSkill: entry.customSkill }, entry.customSkill, `custom_${index}`))}
      {fromField || readonly ? null : (
        <Autocomplete<AddChoice, false, false, boolean>
          value={null}
          freeSolo={custom.allowed}
          inputValue={typed}
          onInputChange={(_, next, reason) => {
            if (reason !== 'reset') setTyped(next);
          }}
          options={offered.map((skill): AddChoice => ({ listed: skill }))}
          filterOptions={() =>
            addChoices(offered, typed, { allowed: custom.allowed, taken: customEntries.map((entry) => entry.customSkill), allListed: skills })
          }
          getOptionLabel={choiceLabel}
          getOptionKey={(choice) =>
            typeof choice === 'string' ? choice : 'listed' in choice ? `listed:${String(choice.listed.const)}` : `custom:${choice.custom}`
          }
          getOptionDisabled={tooLong}
          isOptionEqualToValue={(option, chosen) => choiceLabel(option) === choiceLabel(chosen)}
          onChange={(_, next) => add(next)}
          // Enter adds the skill typed or highlighted; it must not also submit the step before its level is chosen.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          // Only listed skills can be added: a half-typed name is cleared on leaving, as a plain list does.
          onBlur={() => {
            if (!custom.allowed) setTyped('');
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Add a skill"
              helperText={
                custom.allowed && custom.maxLength !== undefined && typed.trim().length > custom.maxLength
                  ? `Keep the skill name to ${custom.maxLength} characters`
                  : undefined
              }
            />
          )}
          sx={{ mt: 1, maxWidth: '28rem' }}
        />
      )}
    </FieldFrame>
  );
}

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FlowDocument } from '../../../flows';
import { stepWords } from './structure-edits';

/** The questions whose words hold `search`, by their titles with the step that asks them, in the order people meet them. */
export function matchingQuestions(document: FlowDocument, search: string): { field: string; label: string; step: string; stepLabel: string }[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [];
  return document.steps.flatMap((step) =>
    step.questions.flatMap((field) => {
      const question = document.questions[field];
      const words = `${question?.label ?? ''} ${question?.help ?? ''}`.toLowerCase();
      return question && words.includes(needle) ? [{ field, label: question.label, step: step.name, stepLabel: stepWords(document, step) }] : [];
    }),
  );
}

/** Questions found by the search, each opening its step at that question. */
export function QuestionList({ document, search, onOpen }: { document: FlowDocument; search: string; onOpen: (step: string, field: string) => void }) {
  const found = matchingQuestions(document, search);
  return (
    <>
      <Typography variant="overline" component="h3" sx={{ px: 1 }}>
        {`Questions (${found.length})`}
      </Typography>
      <List dense aria-label="Questions found">
        {found.map((entry) => (
          <ListItem key={entry.field} disablePadding>
            <ListItemButton onClick={() => onOpen(entry.step, entry.field)}>
              <ListItemText primary={entry.label} secondary={entry.stepLabel === entry.label ? undefined : `On “${entry.stepLabel}”`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

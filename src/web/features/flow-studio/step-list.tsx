import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FlowProblem } from '../../api/staff/flow-studio-api';
import { QuestionList } from './question-list';
import { stepWords } from './structure-edits';
import { useStudioDraft } from './studio-context';

const problemsAt = (problems: readonly FlowProblem[], step: string, questions: readonly string[]) =>
  problems.filter((problem) => problem.step === step || (problem.question !== undefined && questions.includes(problem.question))).length;

/** Every step by its words, grouped by section, with a count of its problems; the search finds steps and questions by their words. */
export function StepList({ selected, onOpen }: { selected: string | null; onOpen: (step: string, field: string | null) => void }) {
  const { document, problems } = useStudioDraft();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const steps = document.steps.filter((step) => needle === '' || stepWords(document, step).toLowerCase().includes(needle));
  return (
    <Box component="nav" aria-label="Steps and questions" sx={{ minWidth: 0 }}>
      <TextField
        size="small"
        fullWidth
        type="search"
        label="Search steps and questions to edit"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {needle !== '' && <QuestionList document={document} search={search} onOpen={(step, field) => onOpen(step, field)} />}
      <List dense aria-label="Steps" sx={{ maxHeight: { md: 720 }, overflowY: 'auto' }}>
        {document.sections.map((section) => {
          const inSection = steps.filter((step) => step.section === section);
          if (inSection.length === 0) return null;
          return (
            <li key={section}>
              <ul style={{ padding: 0 }}>
                <ListSubheader sx={{ lineHeight: '32px' }}>{section}</ListSubheader>
                {inSection.map((step) => {
                  const count = problemsAt(problems, step.name, step.questions);
                  return (
                    <ListItem key={step.name} disablePadding>
                      <ListItemButton selected={step.name === selected} onClick={() => onOpen(step.name, null)}>
                        <ListItemText primary={stepWords(document, step)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                        {count > 0 && <Chip size="small" color="error" label={`${count} ${count === 1 ? 'problem' : 'problems'}`} />}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

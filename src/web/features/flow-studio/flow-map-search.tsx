import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { FlowGraph } from '../../api/staff/flow-studio-api';

/** Something a person may look for: a step by its title, or a question by its label, and the step that asks it. */
interface Finding {
  key: string;
  step: string;
  words: string;
  /** Where it is, shown under it: the step's title (for a question) and the section. */
  where: string;
}

function findings(graph: FlowGraph): Finding[] {
  return graph.nodes.flatMap((node) => [
    { key: `step:${node.id}`, step: node.id, words: node.label, where: `Step in ${node.section}` },
    ...node.questions
      .filter((question) => question.label !== node.label)
      .map((question, index) => ({
        key: `question:${node.id}:${index}`,
        step: node.id,
        words: question.label,
        where: `Question on “${node.label}”, ${node.section}`,
      })),
  ]);
}

/** Every word typed, in any order, is in the finding's words or its step's title. */
function matching(options: Finding[], typed: string): Finding[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return options.filter((option) => words.every((word) => `${option.words} ${option.where}`.toLowerCase().includes(word))).slice(0, 30);
}

interface FlowMapSearchProps {
  graph: FlowGraph;
  onFind: (step: string) => void;
}

/** Finds a question or step by its words; choosing one centres its step on the map and chooses it. */
export function FlowMapSearch({ graph, onFind }: FlowMapSearchProps) {
  const options = useMemo(() => findings(graph), [graph]);
  return (
    <Autocomplete
      options={options}
      getOptionLabel={(option) => option.words}
      getOptionKey={(option) => option.key}
      filterOptions={(all, state) => matching(all, state.inputValue)}
      onChange={(_event, option) => option && onFind(option.step)}
      noOptionsText="No question or step has these words."
      size="small"
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Box>{option.words}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{option.where}</Box>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Find a question or step" />}
    />
  );
}

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { LaidSection } from './flow-map-layout';
import { sectionTint } from './flow-map-elements';

interface FlowMapLegendProps {
  sections: readonly LaidSection[];
  onOpen: (section: LaidSection) => void;
}

/** The sections in order, each with its tint and step count: choosing one opens it on the map. */
export function FlowMapLegend({ sections, onOpen }: FlowMapLegendProps) {
  return (
    <Box component="ul" aria-label="Sections" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {sections.map((section, index) => (
        <li key={section.name}>
          <ButtonBase
            onClick={() => onOpen(section)}
            sx={{
              gap: 1,
              px: 1.25,
              py: 0.5,
              borderRadius: 4,
              border: 1,
              borderColor: 'divider',
              fontSize: 14,
              '&:focus-visible': { outline: '3px solid #1565c0' },
            }}
          >
            <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: sectionTint(index), border: '1px solid #78909c' }} />
            <span>{section.name}</span>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {`${section.steps} ${section.steps === 1 ? 'step' : 'steps'}`}
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}

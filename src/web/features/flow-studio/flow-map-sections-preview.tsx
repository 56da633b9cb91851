import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FlowGraph } from '../../api/staff/flow-studio-api';
import { sectionTint } from './flow-map-elements';

/** The flow's sections in order, each with how many steps it has. */
function sectionsOf(graph: FlowGraph): { name: string; steps: number }[] {
  const counts = new Map<string, number>();
  for (const node of graph.nodes) counts.set(node.section, (counts.get(node.section) ?? 0) + 1);
  return [...counts].map(([name, steps]) => ({ name, steps }));
}

/**
 * The map's first view while the worker lays out the steps: the sections in the flow's order, each named with its
 * step count, drawn from the graph at once (no layout needed), so staff read the flow's shape from the first
 * moment. The laid-out canvas, with the same sections, replaces it.
 */
export function FlowMapSectionsPreview({ graph }: { graph: FlowGraph }) {
  const sections = sectionsOf(graph);
  return (
    <Box data-detail="far" sx={{ p: 2, height: '100%', overflow: 'auto' }}>
      <Box
        component="ol"
        aria-label="Sections of the flow"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        {sections.map((section, index) => (
          <Box component="li" key={section.name} sx={{ bgcolor: sectionTint(index), border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography className="map-caption" sx={{ fontWeight: 600, fontSize: 14 }}>
              {`${index + 1}. ${section.name}`}
            </Typography>
            <Typography className="map-caption" sx={{ fontSize: 13 }} color="text.secondary">
              {`${section.steps} ${section.steps === 1 ? 'step' : 'steps'}`}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box role="status" sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Laying out the steps and the moves between them…
        </Typography>
        <LinearProgress />
      </Box>
    </Box>
  );
}

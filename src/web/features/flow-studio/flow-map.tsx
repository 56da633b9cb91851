import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FlowGraph } from '../../api/staff/flow-studio-api';
import type { FixturePath } from './fixture-path';
import { FlowCanvas } from './flow-map-canvas';
import { layoutWorker } from './flow-map-layout-client';
import { FlowMapLegend } from './flow-map-legend';
import { FlowMapSearch } from './flow-map-search';
import { FlowMapSectionsPreview } from './flow-map-sections-preview';
import { centreOn, openSection } from './flow-map-view';
import { useMapLayout, type LaidGraph } from './use-map-layout';

// Started as the map's code loads: elk is fetched and compiled in the worker while the screen still waits for the flow.
layoutWorker();

interface FlowMapProps {
  graph: FlowGraph;
  selected: string | null;
  onSelect: (step: string) => void;
  /** The chosen QA fixture's walk, highlighted; null when none is chosen. */
  path?: FixturePath | null;
}

/** Search, the sections' legend and "Whole flow", which move the canvas to what they name. */
function MapTools({ laid, view, onSelect }: { laid: LaidGraph | null; view: { width: number; height: number } | null; onSelect: (step: string) => void }) {
  const flow = useReactFlow();
  if (!laid || !view) return null;
  const find = (step: string) => {
    onSelect(step);
    const box = laid.layout.nodes.find((node) => node.id === step);
    if (box) centreOn(flow, box);
  };
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FlowMapSearch graph={laid.graph} onFind={find} />
        <Button variant="outlined" onClick={() => void flow.fitView({ padding: 0.03, duration: 300 })}>
          Whole flow
        </Button>
      </Stack>
      <FlowMapLegend sections={laid.layout.sections} onOpen={(section) => openSection(flow, laid.layout, section, view)} />
    </Stack>
  );
}

/**
 * The flow map (issue 34 item 7): first the whole flow as its sections, named with their step counts; a section
 * opened (a click, Enter, the legend) or a step found shows the steps' words and each move's condition. Laid out in
 * a web worker; a failed layout says so, with a retry.
 */
export function FlowMap({ graph, selected, onSelect, path = null }: FlowMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (element) setView({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) });
  }, []);
  const { laid, error, retry } = useMapLayout(graph, view);

  return (
    <ReactFlowProvider>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <MapTools laid={laid} view={view} onSelect={onSelect} />
        <Box
          ref={box}
          data-testid="flow-map"
          sx={{ height: 'clamp(420px, calc(100vh - 260px), 720px)', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          {error ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Try again
                </Button>
              }
            >
              The map could not be laid out: {error}.
            </Alert>
          ) : laid && view ? (
            <FlowCanvas laid={laid} view={view} selected={selected} onSelect={onSelect} path={path} />
          ) : (
            <FlowMapSectionsPreview graph={graph} />
          )}
        </Box>
      </Stack>
    </ReactFlowProvider>
  );
}

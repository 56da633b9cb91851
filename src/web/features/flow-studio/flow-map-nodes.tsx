import Box from '@mui/material/Box';
import { Handle, Position, type NodeProps, type NodeTypes } from '@xyflow/react';
import { MAP_TYPE } from './flow-map-sizes';
import { PATH_COLOUR, type CaptionNode, type PillNode, type SectionNode, type StepNode } from './flow-map-elements';

/** Edges are drawn along the layout's own routes; the canvas still needs a handle at each end to attach them to. */
function Handles() {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} style={{ opacity: 0, pointerEvents: 'none' }} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={{ opacity: 0, pointerEvents: 'none' }} />
    </>
  );
}

/** A node's box fills the size the layout gave the node, its border inside it. */
const fillsItsNode = { width: '100%', height: '100%', boxSizing: 'border-box' } as const;

const outline = (onPath: boolean | undefined) => (onPath ? { outline: `3px solid ${PATH_COLOUR}`, outlineOffset: '2px' } : {});

/** A step: its title, what is wrong with it in red, and each question it asks only under a condition of its own. */
function StepBox({ data }: NodeProps<StepNode>) {
  return (
    <Box
      sx={{
        ...fillsItsNode,
        p: '10px',
        bgcolor: data.tint,
        color: '#1c2833',
        borderRadius: '6px',
        border: `2px solid ${data.problem ? '#c62828' : data.chosen ? '#1565c0' : '#90a4ae'}`,
        boxShadow: data.chosen ? '0 0 0 3px rgba(21, 101, 192, 0.35)' : 'none',
        overflow: 'hidden',
        cursor: 'pointer',
        ...outline(data.onPath),
      }}
    >
      <Handles />
      <Box className="map-text" sx={{ fontSize: MAP_TYPE.title.size, lineHeight: `${MAP_TYPE.title.line}px`, fontWeight: 500 }}>
        {data.text.title}
      </Box>
      {data.text.flags.length > 0 && (
        <Box className="map-text" sx={{ fontSize: MAP_TYPE.note.size, lineHeight: `${MAP_TYPE.note.line}px`, fontWeight: 600, color: '#b71c1c' }}>
          {data.text.flags.join(' · ')}
        </Box>
      )}
      {data.text.notes.map((note) => (
        <Box
          key={note}
          className="map-text map-note"
          sx={{ mt: '6px', fontSize: MAP_TYPE.note.size, lineHeight: `${MAP_TYPE.note.line}px`, fontStyle: 'italic', color: '#37474f' }}
        >
          {note}
        </Box>
      ))}
    </Box>
  );
}

/** One of the flow's ends, or a marker where a move leaves this section for another. */
function Pill({ data, type }: NodeProps<PillNode>) {
  return (
    <Box
      sx={{
        ...fillsItsNode,
        px: '10px',
        display: 'flex',
        alignItems: 'center',
        bgcolor: type === 'end' ? '#eceff1' : '#ffffff',
        border: `2px ${type === 'end' ? 'solid' : 'dashed'} #78909c`,
        borderRadius: '20px',
        color: '#1c2833',
        cursor: type === 'exit' ? 'pointer' : 'default',
        ...outline(data.onPath),
      }}
    >
      <Handles />
      <Box className="map-text" sx={{ fontSize: MAP_TYPE.title.size, lineHeight: `${MAP_TYPE.title.line}px`, whiteSpace: 'nowrap' }}>
        {data.text}
        {type === 'exit' ? ' ›' : ''}
      </Box>
    </Box>
  );
}

const stepCount = (steps: number) => `${steps} ${steps === 1 ? 'step' : 'steps'}`;

/** A section's box behind its steps, headed by its name and step count (read close), above its first column of steps. */
function SectionBox({ data }: NodeProps<SectionNode>) {
  return (
    <Box
      sx={{
        ...fillsItsNode,
        borderRadius: '12px',
        border: '2px solid #b0bec5',
        bgcolor: `${data.tint}80`,
        cursor: 'pointer',
      }}
    >
      <Handles />
      <Box className="map-text" sx={{ position: 'absolute', top: 12, left: data.inset + 20, right: 20, color: '#1c2833' }}>
        <Box sx={{ fontSize: 18, lineHeight: '24px', fontWeight: 600 }}>{data.name}</Box>
        <Box sx={{ fontSize: 13, lineHeight: '18px' }}>{stepCount(data.steps)}</Box>
      </Box>
    </Box>
  );
}

/**
 * The overview's name for a section, over its steps: a steady 14 px on screen whatever the zoom (its sizes are
 * divided by the zoom the canvas sets), hidden once the map is close enough to read the steps themselves.
 */
function SectionCaption({ data }: NodeProps<CaptionNode>) {
  return (
    <Box className="map-caption" sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box
        sx={{
          maxWidth: '96%',
          boxSizing: 'border-box',
          textAlign: 'center',
          color: '#1c2833',
          bgcolor: 'rgba(255, 255, 255, 0.95)',
          border: '1px solid #78909c',
          borderRadius: 'calc(8px / var(--map-zoom, 1))',
          padding: 'calc(6px / var(--map-zoom, 1)) calc(8px / var(--map-zoom, 1))',
          fontSize: 'calc(14px / var(--map-zoom, 1))',
          lineHeight: 1.3,
          boxShadow: '0 1px 3px rgba(0, 0, 0, 0.2)',
        }}
      >
        <Box sx={{ fontWeight: 700 }}>{data.name}</Box>
        <Box sx={{ fontSize: 'calc(13px / var(--map-zoom, 1))' }}>{stepCount(data.steps)}</Box>
      </Box>
    </Box>
  );
}

export const mapNodeTypes: NodeTypes = { step: StepBox, end: Pill, exit: Pill, section: SectionBox, caption: SectionCaption };

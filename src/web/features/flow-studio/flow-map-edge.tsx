import { BaseEdge, EdgeLabelRenderer, type EdgeProps, type EdgeTypes } from '@xyflow/react';
import { MAP_TYPE } from './flow-map-sizes';
import type { MapEdge } from './flow-map-elements';

/** A move along the route the layout gave it, its condition in the box elk placed clear of the steps and other labels. */
function RoutedEdge({ id, data, markerEnd, style }: EdgeProps<MapEdge>) {
  const points = data?.points ?? [];
  if (points.length < 2) return null;
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' ');
  const label = data?.label;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {label && (
        <EdgeLabelRenderer>
          <div
            className="map-text map-edge-label"
            style={{
              position: 'absolute',
              transform: `translate(${label.x}px, ${label.y}px)`,
              width: label.width,
              minHeight: label.height,
              boxSizing: 'border-box',
              padding: '3px 6px',
              fontSize: MAP_TYPE.label.size,
              lineHeight: `${MAP_TYPE.label.line}px`,
              color: data.onPath ? '#1b5e20' : '#263238',
              background: 'rgba(255, 255, 255, 0.96)',
              border: `1px solid ${data.onPath ? '#2e7d32' : '#cfd8dc'}`,
              borderRadius: 4,
              opacity: data.onPath === false ? 0.45 : 1,
              pointerEvents: 'none',
            }}
          >
            {label.text}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

export const mapEdgeTypes: EdgeTypes = { routed: RoutedEdge };

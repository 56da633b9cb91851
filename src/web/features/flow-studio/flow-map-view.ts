import type { ReactFlowInstance } from '@xyflow/react';
import type { Box, LaidSection, MapLayout } from './flow-map-layout';

/**
 * The least zoom at which the map shows its words: the smallest type on it is 13 px, so every word is at least
 * 12 px on screen. Below it the map is an overview: sections by name and step count, steps as tinted boxes.
 */
export const DETAIL_ZOOM = 0.93;
const MARGIN = 24;

type Viewport = Pick<ReactFlowInstance, 'setViewport' | 'getZoom'>;

/**
 * Opens a section: fitted whole when it fits legibly, else at full size from its top (the wheel scrolls down it):
 * in the middle of the view when it is narrower than the view, else from the left of its steps, where its name is.
 */
export function openSection(flow: Viewport, layout: MapLayout, section: LaidSection, view: { width: number; height: number }) {
  const fit = Math.min((view.width - 2 * MARGIN) / section.width, (view.height - 2 * MARGIN) / section.height);
  const zoom = fit >= DETAIL_ZOOM ? Math.min(fit, 1.2) : 1;
  const fits = section.width * zoom <= view.width - 2 * MARGIN;
  // Its first step stays in view, though the name then starts off to the left.
  const first = layout.nodes.filter((node) => node.section === section.name).sort((a, b) => a.y - b.y)[0];
  const beyond = first ? (first.x + first.width - section.x - section.inset) * zoom + 2 * MARGIN - view.width : 0;
  const left = fits ? (view.width - section.width * zoom) / 2 : MARGIN - section.inset * zoom - Math.max(0, beyond);
  const top = fit >= DETAIL_ZOOM ? (view.height - section.height * zoom) / 2 : MARGIN;
  void flow.setViewport({ x: left - section.x * zoom, y: top - section.y * zoom, zoom }, { duration: 300 });
}

/** Centres a box (a step found or chosen) at a zoom where its words are read. */
export function centreOn(flow: Pick<ReactFlowInstance, 'setCenter' | 'getZoom'>, box: Box) {
  void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom: Math.max(flow.getZoom(), 1), duration: 300 });
}

import type { OfferGroup, OfferItem } from './resume-offer';

/** What the person chose in the offer: a tick per value (and per gate), the parts they added, the gates' answers. */
export interface OfferChoices {
  ticked: Record<string, boolean>;
  /** By item id, then by property: a skill's level, the street. */
  parts: Record<string, Record<string, string | number>>;
  /** By gate field: the answer chosen. */
  gates: Record<string, string | number | undefined>;
}

/** Values new to the profile arrive ticked; one that would replace what the person typed arrives unticked. */
export function initialChoices(groups: OfferGroup[]): OfferChoices {
  const choices: OfferChoices = { ticked: {}, parts: {}, gates: {} };
  for (const group of groups) {
    if (group.gate) {
      choices.ticked[group.gate.field] = group.gate.state === 'new';
      choices.gates[group.gate.field] = group.gate.implied;
    }
    for (const item of group.items) if (item.state !== 'present') choices.ticked[item.id] = item.state === 'new';
  }
  return choices;
}

/** Where a missing part's message is shown: the item's id and the property. */
export const partKey = (item: OfferItem, property: string) => `${item.id}.${property}`;

/** The flow's message for each part a ticked value still lacks, and for each ticked gate with no answer chosen. */
export function offerProblems(groups: OfferGroup[], choices: OfferChoices): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const group of groups) {
    const gate = group.gate;
    if (gate && choices.ticked[gate.field] && choices.gates[gate.field] === undefined) problems[gate.field] = gate.message;
    for (const item of group.items) {
      if (!choices.ticked[item.id]) continue;
      for (const need of item.needs) {
        const value = choices.parts[item.id]?.[need.property];
        if (value === undefined || (typeof value === 'string' && value.trim() === '')) problems[partKey(item, need.property)] = need.message;
      }
    }
  }
  return problems;
}

/**
 * The PUT body (camelCase; the API client sends it in snake_case): each ticked value under its question, with the
 * parts the person added, and each ticked gate's answer. A value not ticked is not sent, so the profile keeps it.
 */
export function confirmationBody(groups: OfferGroup[], choices: OfferChoices): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const group of groups) {
    const gate = group.gate;
    if (gate && choices.ticked[gate.field] && choices.gates[gate.field] !== undefined) body[gate.field] = choices.gates[gate.field];
    const kept = group.items
      .filter((item) => item.state !== 'present' && choices.ticked[item.id])
      .map((item) => {
        const parts = choices.parts[item.id];
        return parts && typeof item.value === 'object' && item.value !== null ? { ...item.value, ...parts } : item.value;
      });
    if (kept.length === 0) continue;
    body[group.field] = group.items[0]!.index === null ? kept[0] : kept;
  }
  return body;
}

/** Whether anything is ticked to add. */
export function anythingTicked(choices: OfferChoices): boolean {
  return Object.values(choices.ticked).some(Boolean);
}

import type { FlowDocument } from '../../../flows';

/** The draft's text as the editor shows it. */
export function draftText(document: FlowDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The draft parsed, or null while its JSON is broken (the editor shows where). */
export function parseDraft(text: string): FlowDocument | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FlowDocument) : null;
  } catch {
    return null;
  }
}

/** A question's words changed in the draft text (label or help); the text is left alone when it does not parse. */
export function withQuestionText(text: string, field: string, key: 'label' | 'help', value: string): string {
  const document = parseDraft(text);
  const question = document?.questions?.[field];
  if (!document || !question) return text;
  const next = { ...question, [key]: value };
  if (key === 'help' && value === '') delete next.help;
  return draftText({ ...document, questions: { ...document.questions, [field]: next } });
}

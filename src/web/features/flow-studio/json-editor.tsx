import CodeMirror from '@uiw/react-codemirror';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { useMemo } from 'react';
import type { FlowProblem } from '../../api/staff/flow-studio-api';
import { metaSchemaCompletions, metaSchemaDiagnostics } from './meta-schema-assist';

interface JsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The server's problems with the draft, shown at the step they name (or at the top). */
  problems: readonly FlowProblem[];
}

/** Where a step's entry starts in the document text, for a problem the server placed at that step. */
function offsetOfStep(text: string, step: string | undefined): number {
  if (step === undefined) return 0;
  const at = text.indexOf(`"name": ${JSON.stringify(step)}`);
  return at < 0 ? 0 : at;
}

/**
 * The flow document as JSON, checked as staff type: its syntax and the flow meta-schema here (each problem where it
 * is, completion of property names and allowed values from the meta-schema), the flow checks by the server.
 */
export function JsonEditor({ value, onChange, problems }: JsonEditorProps) {
  const extensions = useMemo(() => {
    const parse = jsonParseLinter();
    const flowProblems = (view: EditorView): Diagnostic[] => {
      const syntax = parse(view);
      if (syntax.length > 0) return syntax;
      const text = view.state.doc.toString();
      const document: unknown = JSON.parse(text);
      const shape = metaSchemaDiagnostics(view.state, document);
      // The server's meta-schema problems repeat these, placed less precisely.
      const server = problems.filter((problem) => shape.length === 0 || problem.kind !== 'schema');
      return [
        ...shape,
        ...server.map((problem): Diagnostic => {
          const from = offsetOfStep(text, problem.step);
          return { from, to: Math.min(text.length, from + 1), severity: 'error', message: `${problem.kind}: ${problem.message}` };
        }),
      ];
    };
    return [json(), jsonLanguage.data.of({ autocomplete: metaSchemaCompletions }), linter(flowProblems, { delay: 300 }), lintGutter()];
  }, [problems]);
  return (
    <CodeMirror value={value} height="640px" extensions={extensions} onChange={onChange} aria-label="Flow document (JSON)" basicSetup={{ foldGutter: true }} />
  );
}

import CodeMirror from '@uiw/react-codemirror';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { useMemo } from 'react';
import type { FlowProblem } from '../../api/staff/flow-studio-api';

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

/** The flow document as JSON, checked as staff type: its syntax here, the flow checks by the server. */
export function JsonEditor({ value, onChange, problems }: JsonEditorProps) {
  const extensions = useMemo(() => {
    const parse = jsonParseLinter();
    const flowProblems = (view: EditorView): Diagnostic[] => {
      const syntax = parse(view);
      if (syntax.length > 0) return syntax;
      const text = view.state.doc.toString();
      return problems.map((problem) => {
        const from = offsetOfStep(text, problem.step);
        return { from, to: Math.min(text.length, from + 1), severity: 'error', message: `${problem.kind}: ${problem.message}` };
      });
    };
    return [json(), linter(flowProblems, { delay: 300 }), lintGutter()];
  }, [problems]);
  return (
    <CodeMirror value={value} height="640px" extensions={extensions} onChange={onChange} aria-label="Flow document (JSON)" basicSetup={{ foldGutter: true }} />
  );
}

import { CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { draftText } from '../../../../../src/web/features/flow-studio/draft-edits';
import { metaSchemaCompletions, metaSchemaDiagnostics } from '../../../../../src/web/features/flow-studio/meta-schema-assist';
import { tinyDocument } from '../../../flows/helpers';

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [json()] });

/** The completions offered with the cursor where `|` is. */
function completionsAt(marked: string): string[] {
  const at = marked.indexOf('|');
  const state = stateOf(marked.replace('|', ''));
  const result = metaSchemaCompletions(new CompletionContext(state, at, true));
  return (result?.options ?? []).map((option) => option.label);
}

describe("the flow studio's JSON editor knows the flow meta-schema", () => {
  it('places each problem at the value it names, in the meta-schema’s words', () => {
    const document = tinyDocument() as unknown as Record<string, unknown>;
    document.completeness = 'whenever';
    (document.steps as { name: string }[])[1]!.name = 'Not A Step Name';
    const text = draftText(document as never);
    const diagnostics = metaSchemaDiagnostics(stateOf(text), JSON.parse(text));
    const at = diagnostics.map((diagnostic) => [text.slice(diagnostic.from, diagnostic.to), diagnostic.message.split(':')[0]]);
    expect(at).toEqual(
      expect.arrayContaining([
        ['"whenever"', '/completeness'],
        ['"Not A Step Name"', '/steps/1/name'],
      ]),
    );
    expect(metaSchemaDiagnostics(stateOf(draftText(tinyDocument())), tinyDocument())).toEqual([]);
  });

  it('completes property names the object may still have, allowed values, and question names where a field is named', () => {
    expect(completionsAt('{"id": "x", |}')).toEqual(expect.arrayContaining(['"version"', '"steps"', '"migrateFrom"']));
    expect(completionsAt('{"id": "x", |}')).not.toContain('"id"');
    expect(completionsAt('{"completeness": |}')).toEqual(['"independent"', '"sequential"']);
    expect(completionsAt('{"steps": [{"name": "a", "when": {"op": "|"}}]}')).toEqual(expect.arrayContaining(['"equals"', '"includesAny"', '"not"']));
    expect(completionsAt('{"questions": {"kind": {}, "tags": {}}, "steps": [{"name": "a", "when": {"op": "exists", "field": |}}]}')).toEqual(
      expect.arrayContaining(['"kind"', '"tags"']),
    );
  });
});

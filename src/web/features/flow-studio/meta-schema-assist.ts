import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import flowMetaSchema from '../../../../schemas/meta/flow.schema.json';
import { createJsonSchemaStepValidator } from '../../../flows/json-schema-step-validator';
import type { JsonSchema } from '../../../flows';

type Schema = Record<string, unknown>;
type SyntaxNode = ReturnType<typeof syntaxTree>['topNode'];

const META = flowMetaSchema as unknown as Schema;
/** The flow meta-schema's own check, as `check:schemas` runs it (its answer schemas are draft-07 schemas). */
const validator = createJsonSchemaStepValidator({ knownSchemas: [draft07 as unknown as JsonSchema] });

/** The whole document parsed (a long draft is otherwise parsed in slices while the editor idles). */
const treeOf = (state: EditorState) => ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state);

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function valueChildren(node: SyntaxNode): SyntaxNode[] {
  const children: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (VALUE_NODES.has(child.name)) children.push(child);
  return children;
}

function propertyName(state: EditorState, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(state.doc.sliceString(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
}

/** Where a JSON pointer of the document is in the text: the property's name for an object or list, else the value. */
function rangeOfPointer(state: EditorState, pointer: string): { from: number; to: number } {
  const top = treeOf(state).topNode;
  let node: SyntaxNode | undefined = valueChildren(top)[0];
  let named: SyntaxNode | null = null;
  for (const raw of pointer.split('/').slice(1)) {
    if (!node) break;
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    let next: SyntaxNode | undefined;
    if (node.name === 'Object') {
      const property: SyntaxNode | undefined = node.getChildren('Property').find((candidate) => propertyName(state, candidate) === part);
      named = property?.getChild('PropertyName') ?? null;
      next = property ? valueChildren(property)[0] : undefined;
    } else if (node.name === 'Array') {
      next = valueChildren(node)[Number(part)];
      named = null;
    }
    if (!next) break;
    node = next;
  }
  if (!node) return { from: 0, to: Math.min(1, state.doc.length) };
  if ((node.name === 'Object' || node.name === 'Array') && named) return { from: named.from, to: named.to };
  return node.name === 'Object' || node.name === 'Array' ? { from: node.from, to: node.from + 1 } : { from: node.from, to: node.to };
}

/** The draft checked against the flow meta-schema as staff type, each problem at the place it names. */
export function metaSchemaDiagnostics(state: EditorState, document: unknown): Diagnostic[] {
  return validator.validate(META as JsonSchema, document).map((issue) => ({
    ...rangeOfPointer(state, issue.path),
    severity: 'error',
    message: `${issue.path || '/'}: ${issue.message}`,
    source: 'flow meta-schema',
  }));
}

function resolve(schema: unknown): Schema[] {
  if (!isObject(schema)) return [];
  const found: Schema[] = [schema];
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
    let target: unknown = META;
    for (const part of schema.$ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
    found.push(...resolve(target));
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) found.push(...branches.flatMap(resolve));
  }
  return found;
}

/** The meta-schema's nodes for a place in the document (every branch of a oneOf), and whether it names a question. */
function schemasAt(path: string[]): { schemas: Schema[]; field: boolean } {
  let schemas = resolve(META);
  let field = false;
  for (const part of path) {
    const raw = schemas.flatMap((schema): unknown[] => {
      if (isObject(schema.properties) && part in schema.properties) return [schema.properties[part]];
      if (isObject(schema.patternProperties)) {
        const matching = Object.entries(schema.patternProperties).filter(([pattern]) => new RegExp(pattern, 'u').test(part));
        if (matching.length > 0) return matching.map(([, value]) => value);
      }
      if (isObject(schema.additionalProperties)) return [schema.additionalProperties];
      if (/^\d+$/.test(part) && isObject(schema.items)) return [schema.items];
      return [];
    });
    field = raw.some((schema) => isObject(schema) && schema.$ref === '#/definitions/field');
    schemas = raw.flatMap(resolve);
  }
  return { schemas, field };
}

/** The path of keys and list indexes from the document's top to `node`, a value in it. */
function pathTo(state: EditorState, node: SyntaxNode): string[] {
  const path: string[] = [];
  for (let at: SyntaxNode | null = node; at; at = at.parent) {
    const parent: SyntaxNode | null = at.parent;
    if (at.name === 'Property') {
      const name = propertyName(state, at);
      if (name !== undefined) path.unshift(name);
    } else if (parent?.name === 'Array' && VALUE_NODES.has(at.name)) {
      path.unshift(String(valueChildren(parent).findIndex((child) => child.from === at.from)));
    }
  }
  return path;
}

/** The questions the document has so far, read from its syntax tree (the text need not parse while staff type). */
function questionNames(state: EditorState): string[] {
  const top = valueChildren(treeOf(state).topNode)[0];
  const questions = top?.getChildren('Property').find((property) => propertyName(state, property) === 'questions');
  const object = questions ? valueChildren(questions)[0] : undefined;
  return object?.name === 'Object' ? object.getChildren('Property').flatMap((property) => propertyName(state, property) ?? []) : [];
}

/**
 * What a flow document may hold where staff type: the object's property names the meta-schema knows, or the values it
 * allows there (option codes, ops, true/false), and the document's question names where a field is named.
 */
export function metaSchemaCompletions(context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/"?[\w$-]*/);
  if (!word || (word.from === word.to && !context.explicit)) return null;
  const { state } = context;
  const before = state.doc.sliceString(Math.max(0, word.from - 400), word.from).trimEnd();
  const last = before.at(-1);
  const container = (() => {
    for (let node: SyntaxNode | null = treeOf(state).resolveInner(word.from, -1); node; node = node.parent) {
      if ((node.name === 'Object' || node.name === 'Array') && node.from < word.from) return node;
    }
    return null;
  })();
  if (!container) return null;
  const path = pathTo(state, container);
  let options: Completion[] = [];
  if (container.name === 'Object' && (last === '{' || last === ',')) {
    const present = new Set(container.getChildren('Property').map((property) => propertyName(state, property)));
    const names = new Set(schemasAt(path).schemas.flatMap((schema) => (isObject(schema.properties) ? Object.keys(schema.properties) : [])));
    options = [...names].filter((name) => !present.has(name)).map((name) => ({ label: `"${name}"`, apply: `"${name}": `, type: 'property' }));
  } else if (last === ':' || (container.name === 'Array' && (last === '[' || last === ','))) {
    const key = last === ':' ? /"((?:[^"\\]|\\.)*)"\s*:$/.exec(before)?.[1] : String(valueChildren(container).filter((child) => child.to <= word.from).length);
    if (key === undefined) return null;
    const { schemas, field } = schemasAt([...path, key]);
    const values = new Set<string>();
    for (const schema of schemas) {
      if ('const' in schema) values.add(JSON.stringify(schema.const));
      if (Array.isArray(schema.enum)) for (const value of schema.enum) values.add(JSON.stringify(value));
      if (schema.type === 'boolean') ['true', 'false'].forEach((value) => values.add(value));
    }
    if (field) for (const name of questionNames(state)) values.add(JSON.stringify(name));
    options = [...values].map((value) => ({ label: value, type: field ? 'variable' : 'constant' }));
  }
  return options.length > 0 ? { from: word.from, options, validFor: /^"?[\w$-]*"?$/ } : null;
}

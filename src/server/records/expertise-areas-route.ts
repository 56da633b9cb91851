import type { ApiServer } from '../http/api-server';
import { DEFAULT_SCHEMAS_DIR } from '../flows/load-flows';
import { readEnumOptions } from '../flows/read-enum';
import { expertiseAreasWireSchema } from '../../shared/wire/expertise-areas-wire';

export interface ExpertiseArea {
  id: string;
  name: string;
  skills: { id: string; name: string }[];
}

/** The functional areas (functional-areas.json), in their order, each with its skills (functional-skills.json). */
export function expertiseAreas(schemasDir: string = DEFAULT_SCHEMAS_DIR): ExpertiseArea[] {
  const skills = readEnumOptions('functional-skills', schemasDir);
  return readEnumOptions('functional-areas', schemasDir).map((area) => ({
    id: area.const,
    name: area.title ?? area.const,
    skills: skills.filter((skill) => skill['x-group'] === area.const).map((skill) => ({ id: skill.const, name: skill.title ?? skill.const })),
  }));
}

/** GET /api/expertise-areas/: reference data read once at boot; no account needed. */
export async function expertiseAreasRoute(app: ApiServer): Promise<void> {
  const body = { results: expertiseAreas() };
  app.get('/api/expertise-areas/', { schema: { response: { 200: expertiseAreasWireSchema } } }, async () => body);
}

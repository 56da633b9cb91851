import type { AppTransaction } from '../db/database';
import { nextRecordIds } from '../flows/edit-jobseeker-answers';

/** A role's record lists get ids from the one sequence, as answers saved through the API do. */
export async function withRecordIds(tx: AppTransaction, answers: Record<string, unknown>, lists: readonly string[]): Promise<Record<string, unknown>> {
  const result = { ...answers };
  for (const key of lists) {
    const list = result[key];
    if (!Array.isArray(list)) continue;
    const ids = await nextRecordIds(tx, list.length);
    result[key] = list.map((item: Record<string, unknown>, at) => ({ ...item, id: ids[at] }));
  }
  return result;
}

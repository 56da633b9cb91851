import type { CamelWire } from './camel-keys';
import { closedRecord, integer, text } from './schema-builders';

/**
 * A stored upload as an upload route answers it (201) and a file answer holds it: a role's job file
 * (POST /api/employer/role/{uuid}/job-file/), an organisation's logo (POST /api/employers/{id}/logo/).
 */
export const uploadedFileWireSchema = closedRecord({
  id: integer,
  file_name: text,
  /** Where the file is downloaded; relative, so it stays right when the site's address changes. */
  url: text,
});

/** An upload as the browser reads it (keys in camelCase). */
export type UploadedFile = CamelWire<typeof uploadedFileWireSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

/**
 * A stored upload as an upload route answers it (201) and a file answer holds it: a role's job file
 * (POST /api/employer/role/{uuid}/job-file/), an organisation's logo (POST /api/employers/{id}/logo/).
 */
export const uploadedFileWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'file_name', 'url'],
  properties: {
    id: { type: 'integer' },
    file_name: { type: 'string' },
    /** Where the file is downloaded; relative, so it stays right when the site's address changes. */
    url: { type: 'string' },
  },
} as const;

export type UploadedFileWire = FromSchema<typeof uploadedFileWireSchema>;

/** An upload as the browser reads it (keys in camelCase). */
export type UploadedFile = CamelKeys<UploadedFileWire>;

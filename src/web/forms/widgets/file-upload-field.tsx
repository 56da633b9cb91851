import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import { AuthorisedFileLink } from '../../components/authorised-file-link';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { isApiError } from '../../api/api-error';
import { uploadFile, type UploadedFile } from '../../api/uploads/upload-file';
import { fillPath } from '../fill-path';
import { flowFieldParts } from './flow-field-parts';
import { FieldFrame } from './field-frame';
import { FilePickButton, UploadProblem } from './file-pick-button';

type FileValue = Partial<UploadedFile> & { fileName: string };

/**
 * A file answer (a logo, a job description): the file is sent to the flow's `uploadPath` as soon as it is chosen,
 * which stores it and records it in the answers; a list answer (`type: array`) holds up to its `maxItems` files.
 */
export function FileUploadField(props: FieldProps<FileValue | FileValue[]>) {
  const { formData, schema, rawErrors, disabled, readonly } = props;
  const { id, context, options, setAnswer } = flowFieldParts(props);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = options.accept as string | undefined;
  const uploadPath = options.uploadPath as string | undefined;
  const many = schema.type === 'array';
  const files: FileValue[] = Array.isArray(formData) ? formData : formData ? [formData] : [];
  const full = many && typeof schema.maxItems === 'number' && files.length >= schema.maxItems;
  const label = schema.title ?? 'File';
  // Read-only (no permission, an ended role): the file can be opened, not replaced or removed.
  const locked = readonly === true;

  const store = (next: FileValue[]) => setAnswer(many ? next : next[0]);

  const upload = async (file: File) => {
    if (!uploadPath) return setProblem('This question has nowhere to send files to.');
    setProblem(null);
    setUploading(true);
    try {
      const uploaded = await uploadFile(fillPath(uploadPath, context.params), file);
      store(many ? [...files, uploaded] : [uploaded]);
      context.onStored?.('now');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The upload failed. Try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <FieldFrame id={id} label={label} description={schema.description} errors={rawErrors}>
      {files.length > 0 ? (
        <List dense aria-label={`${label}: uploaded files`}>
          {files.map((file, index) => (
            <ListItem
              key={file.id ?? `${file.fileName}-${index}`}
              secondaryAction={
                locked ? null : (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${file.fileName}`}
                    disabled={disabled}
                    onClick={() => store(files.filter((_, at) => at !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={file.url ? <AuthorisedFileLink url={file.url} fileName={file.fileName} /> : file.fileName} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {locked ? null : (
        <FilePickButton
          accept={accept}
          label={files.length > 0 && !many ? 'Upload a different file' : 'Choose a file'}
          disabled={uploading || full}
          busy={uploading ? 'Uploading…' : null}
          onPick={(file) => void upload(file)}
        />
      )}
      <UploadProblem problem={problem} />
    </FieldFrame>
  );
}

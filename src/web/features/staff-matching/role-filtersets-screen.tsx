import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Filterset, FilterValues } from '../../api/matching/filtersets-api';
import { createFilterset, deleteFilterset, updateFilterset, useFiltersets, useRoleFilters } from '../../api/matching/filtersets-api';
import { useFilterOptions } from '../../api/matching/filter-options-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDate } from '../../components/format-date';
import { LoadFailure } from '../../components/load-failure';
import { FiltersetEditor } from './filterset-editor';
import { differingCriteria, differsText, criteriaOf } from './filter-differences';
import { useCriterionNames } from './use-criterion-names';
import { criterionWords } from './criterion-options';
import { humanise } from './format-value';
import { LoadingRows } from './loading-rows';
import { roleCandidatesPath } from './matching-paths';
import { RoleHeader } from './role-header';
import { showToast } from '../../components/toasts';

type Editing = { kind: 'new' } | { kind: 'edit'; set: Filterset } | null;

function RoleFilters({ filters }: { filters: FilterValues }) {
  // Options by their titles once the lists are here; until then (or without them) as the role holds them.
  const options = useFilterOptions();
  const names = useCriterionNames([filters], options.data?.formats);
  const criteria = criteriaOf(filters);
  if (criteria.length === 0) return <Typography>The role has no filters yet.</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 16rem) 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {criteria.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {humanise(key)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {criterionWords(filters[key], options.data?.criteria[key], options.data?.formats[key], names)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface FiltersetRowProps {
  roleUuid: string;
  set: Filterset;
  /** The role's own filters, to name those the set changes; undefined while they load. */
  reference: FilterValues | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

function FiltersetRow({ roleUuid, set, reference, onEdit, onDelete }: FiltersetRowProps) {
  const nameId = useId();
  const differing = reference === undefined ? [] : differingCriteria(set.filters, reference).map(humanise);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id={nameId} component="h3" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
        {set.name}
      </Typography>
      <Typography variant="body2">
        {differsText(set.differsFromRole)}
        {differing.length > 0 && set.differsFromRole > 0 ? `: ${differing.join(', ')}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Last changed <time dateTime={set.updatedAt}>{formatDate(set.updatedAt)}</time>
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="contained" component={RouterLink} to={roleCandidatesPath(roleUuid, set.id)} aria-describedby={nameId}>
          Candidates with this set
        </Button>
        <Button size="small" variant="outlined" onClick={onEdit} aria-describedby={nameId}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={onDelete} aria-describedby={nameId}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}

/** Staff, /role/filterset/:roleUuid: the role's own filters and its saved filter sets (list, create, edit, delete). */
export function RoleFiltersetsScreen() {
  const roleUuid = useParams<{ roleUuid: string }>().roleUuid ?? '';
  const sets = useFiltersets(roleUuid);
  const reference = useRoleFilters(roleUuid);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Filterset | null>(null);

  let list;
  if (sets.data === undefined) {
    list =
      sets.error !== undefined ? (
        <LoadFailure what="The filter sets could not be loaded." message={sets.error.message} onRetry={() => void sets.mutate()} />
      ) : (
        <LoadingRows label="Loading the filter sets" rows={2} />
      );
  } else if (sets.data.length === 0) {
    list = <Typography>No filter sets yet. A filter set ranks the role’s candidates with filters of your own, without changing the role.</Typography>;
  } else {
    list = (
      <Box component="ul" aria-label="Filter sets" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {sets.data.map((set) => (
          <FiltersetRow
            key={set.id}
            roleUuid={roleUuid}
            set={set}
            reference={reference.data}
            onEdit={() => setEditing({ kind: 'edit', set })}
            onDelete={() => setDeleting(set)}
          />
        ))}
      </Box>
    );
  }

  return (
    <Stack spacing={3}>
      <RoleHeader roleUuid={roleUuid} page="filtersets" heading="Filter sets" />
      <section aria-labelledby="filtersets-heading">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id="filtersets-heading" variant="h2">
            Saved filter sets
          </Typography>
          <Button variant="contained" disabled={reference.data === undefined || editing !== null} onClick={() => setEditing({ kind: 'new' })}>
            New filter set
          </Button>
        </Box>
        <Stack spacing={2}>
          {editing !== null && reference.data !== undefined && (
            <FiltersetEditor
              key={editing.kind === 'edit' ? editing.set.id : 'new'}
              heading={editing.kind === 'edit' ? `Edit ${editing.set.name}` : 'New filter set'}
              saveLabel={editing.kind === 'edit' ? 'Save changes' : 'Create filter set'}
              initial={editing.kind === 'edit' ? { name: editing.set.name, filters: editing.set.filters } : { name: '', filters: reference.data }}
              reference={reference.data}
              onCancel={() => setEditing(null)}
              onSave={async (input) => {
                const saved = editing.kind === 'edit' ? await updateFilterset(editing.set.id, input) : await createFilterset(roleUuid, input);
                await sets.mutate();
                setEditing(null);
                void showToast(`${saved.name} saved: ${differsText(saved.differsFromRole).toLowerCase()}.`, { variant: 'success' });
              }}
            />
          )}
          {list}
        </Stack>
      </section>
      <section aria-labelledby="role-filters-heading">
        <Typography id="role-filters-heading" variant="h2" sx={{ mb: 1.5 }}>
          The role’s own filters
        </Typography>
        {reference.data !== undefined ? (
          <RoleFilters filters={reference.data} />
        ) : reference.error !== undefined ? (
          <LoadFailure what="The role’s filters could not be loaded." message={reference.error.message} onRetry={() => void reference.mutate()} />
        ) : (
          <LoadingRows label="Loading the role’s filters" rows={1} />
        )}
      </section>
      {deleting !== null && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          description="The filter set is removed for everyone. The role and its matches are not changed."
          confirmLabel="Delete"
          danger
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteFilterset(deleting.id);
            await sets.mutate();
            void showToast(`${deleting.name} deleted.`, { variant: 'success' });
            setDeleting(null);
          }}
        />
      )}
    </Stack>
  );
}

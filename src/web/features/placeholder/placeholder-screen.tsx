import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/page-heading';
import type { PlaceholderPageKey } from './placeholder-pages';
import { PLACEHOLDER_PAGES } from './placeholder-pages';

interface PlaceholderScreenProps {
  page: PlaceholderPageKey;
}

/** A page of the route map that exists, is guarded, and says plainly what it will hold. */
export function PlaceholderScreen({ page }: PlaceholderScreenProps) {
  const { title, description } = PLACEHOLDER_PAGES[page];
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Typography>{description}</Typography>
    </>
  );
}

import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from './product-name';

/** The product name in the top bar, leading home. */
export function BrandLink() {
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.15rem' }, flexGrow: 1, minWidth: 0 }}
    >
      {PRODUCT_NAME}
    </Link>
  );
}

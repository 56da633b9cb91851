import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PanelSection } from './panel-section';

/** The page that e-mails the hiring agreement (spec 000 §2), which nothing in the app led to before (issue 35 item 7). */
const CONTRACT_PATH = '/forward-employer-contract';

/** The company dashboard's way to the hiring agreement: where an administrator looks to send it for signing. */
export function ContractPanel() {
  return (
    <PanelSection
      headingId="contract-heading"
      title="Hiring agreement"
      action={
        <Button variant="outlined" component={RouterLink} to={CONTRACT_PATH}>
          Send the hiring agreement
        </Button>
      }
    >
      <Typography color="text.secondary">E-mail your organization&apos;s hiring agreement to the colleague who signs it.</Typography>
    </PanelSection>
  );
}

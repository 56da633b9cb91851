import Alert from '@mui/material/Alert';
import { ResumeDetailsReview, type ResumeDetailsReviewProps } from '../../components/resume-details-review';
import { hasOffer, offerGroups } from '../../components/resume-offer';

interface ResumeOfferPanelProps extends ResumeDetailsReviewProps {
  fileName: string;
}

/**
 * What a resume just read offers the profile, value by value, or, when it holds nothing new, that the file is now
 * the resume. A chunk of its own, loaded only once a resume has been read: the home's first paint does not carry
 * the offer's code.
 */
export function ResumeOfferPanel({ flow, answers, extracted, fileName, saving, onKeep, onSkip }: ResumeOfferPanelProps) {
  if (!hasOffer(offerGroups(flow, extracted, answers))) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {`${fileName} is now your resume.`}
      </Alert>
    );
  }
  return <ResumeDetailsReview flow={flow} answers={answers} extracted={extracted} saving={saving} onKeep={onKeep} onSkip={onSkip} />;
}

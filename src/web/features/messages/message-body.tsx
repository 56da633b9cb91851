import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than an address: "see https://example.org." */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * A message's words as plain text (React escapes them), with web addresses made into links. Only http and https
 * become links, so a "javascript:" address stays text; links open apart from the app and pass no referrer.
 */
export function linkifiedParts(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const found of text.matchAll(WEB_ADDRESS)) {
    const address = found[0].replace(TRAILING, '');
    const start = found.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={address} target="_blank" rel="noopener noreferrer nofollow">
        {address}
      </Link>,
    );
    last = start + address.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function MessageBody({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkifiedParts(text)}
    </Typography>
  );
}

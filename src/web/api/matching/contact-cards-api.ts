import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { ContactCardVisibility } from '../../../shared/contact-cards';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { MatchContactCards } from '../../../shared/wire/contact-cards-wire';

/** One side's contact details: the wire contract's type. */
export type { ContactCard } from '../../../shared/wire/contact-cards-wire';

/** GET /api/matches/{id}/contact-cards/: the cards the caller may see (the server leaves out the others). */
export type { MatchContactCards } from '../../../shared/wire/contact-cards-wire';

const cardsPath = (matchId: number) => `/api/matches/${matchId}/contact-cards/`;

export function useContactCards(matchId: number): SWRResponse<MatchContactCards, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<MatchContactCards, ApiError>(owner !== null ? [cardsPath(matchId), owner] : null, () =>
    apiRequest<MatchContactCards>(cardsPath(matchId), { module: 'contact-cards' }),
  );
}

export function setContactCards(matchId: number, visibility: ContactCardVisibility): Promise<MatchContactCards> {
  return apiRequest<MatchContactCards>(cardsPath(matchId), { method: 'PATCH', body: { visibility }, module: 'set-contact-cards' });
}

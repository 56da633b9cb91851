import { CONTACT_CARD_VISIBILITIES } from '../contact-cards';
import type { CamelWire } from './camel-keys';
import { closedRecord, oneOf, orNull, text, textOrNull } from './schema-builders';

/** One side's contact details: the job seeker's own, or the organisation's contact person. */
export const contactCardWireSchema = closedRecord({
  name: text,
  email: text,
  /** The job seeker's phone number, formatted; null on the organisation's card. */
  phone: textOrNull,
  /** The organisation contact's job title; null on the job seeker's card. */
  job_title: textOrNull,
  organization: textOrNull,
});

/** A contact card as the browser reads it (keys in camelCase). */
export type ContactCard = CamelWire<typeof contactCardWireSchema>;

const cardOrNull = orNull(contactCardWireSchema);

/**
 * GET/PATCH /api/matches/{id}/contact-cards/: the match's setting and the cards the caller may see; a card the
 * setting keeps from the caller is null (staff see both).
 */
export const matchContactCardsWireSchema = closedRecord({
  visibility: oneOf(CONTACT_CARD_VISIBILITIES),
  jobseeker: cardOrNull,
  employer: cardOrNull,
});

/** The contact cards of a match as the browser reads them (keys in camelCase). */
export type MatchContactCards = CamelWire<typeof matchContactCardsWireSchema>;

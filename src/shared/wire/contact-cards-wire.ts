import type { FromSchema } from 'json-schema-to-ts';
import { CONTACT_CARD_VISIBILITIES } from '../contact-cards';
import type { CamelKeys } from './camel-keys';

const textOrNull = { type: ['string', 'null'] } as const;

/** One side's contact details: the job seeker's own, or the organisation's contact person. */
export const contactCardWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'phone', 'job_title', 'organization'],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    /** The job seeker's phone number, formatted; null on the organisation's card. */
    phone: textOrNull,
    /** The organisation contact's job title; null on the job seeker's card. */
    job_title: textOrNull,
    organization: textOrNull,
  },
} as const;

export type ContactCardWire = FromSchema<typeof contactCardWireSchema>;

/** A contact card as the browser reads it (keys in camelCase). */
export type ContactCard = CamelKeys<ContactCardWire>;

const cardOrNull = { anyOf: [contactCardWireSchema, { type: 'null' }] } as const;

/**
 * GET/PATCH /api/matches/{id}/contact-cards/: the match's setting and the cards the caller may see; a card the
 * setting keeps from the caller is null (staff see both).
 */
export const matchContactCardsWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['visibility', 'jobseeker', 'employer'],
  properties: {
    visibility: { type: 'string', enum: CONTACT_CARD_VISIBILITIES },
    jobseeker: cardOrNull,
    employer: cardOrNull,
  },
} as const;

export type MatchContactCardsWire = FromSchema<typeof matchContactCardsWireSchema>;

/** The contact cards of a match as the browser reads them (keys in camelCase). */
export type MatchContactCards = CamelKeys<MatchContactCardsWire>;

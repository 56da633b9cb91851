import { MESSAGE_AUDIENCES } from '../message-visibility';
import type { CamelWire } from './camel-keys';
import { closedRecord, countedListOf, integer, integerOrNull, listOf, oneOf, text } from './schema-builders';

const audience = oneOf(MESSAGE_AUDIENCES);

/** One message as its readers get it (issue 12, spec 000 §6). */
export const messageWireSchema = closedRecord({
  id: integer,
  body: text,
  /** The sides that may read it. */
  visibility: listOf(audience),
  visibility_label: text,
  /** The author's user id; null once their account is gone. */
  author: integerOrNull,
  author_name: text,
  author_side: { type: ['string', 'null'], enum: [...MESSAGE_AUDIENCES, null] },
  created_at: text,
});

/** A message as the browser reads it (keys in camelCase). */
export type Message = CamelWire<typeof messageWireSchema>;

/** What names a conversation, in the caller's list and open. */
const threadHeadingProperties = {
  id: integer,
  /** The match of a match's thread; null for a conversation between staff and one person. */
  match: integerOrNull,
  person: integerOrNull,
  title: text,
} as const;

/** One conversation with the messages the caller's side may read (GET /api/messages/threads/{id}/, /api/matches/{id}/thread/). */
export const threadWireSchema = closedRecord({
  ...threadHeadingProperties,
  your_side: audience,
  /** The sides the caller may address here; their own and staff are always included. */
  can_write_to: listOf(audience),
  unread_count: integer,
  messages: listOf(messageWireSchema),
});

/** A conversation as the browser reads it (keys in camelCase). */
export type Thread = CamelWire<typeof threadWireSchema>;

/** GET /api/messages/threads/: the caller's conversations, newest first. */
export const threadListWireSchema = countedListOf(
  closedRecord({
    ...threadHeadingProperties,
    last_message_at: text,
    /** The start of the newest message the caller may read. */
    last_message: text,
    unread_count: integer,
  }),
);

/** One conversation in the caller's list, as the browser reads it. */
export type ThreadSummary = CamelWire<typeof threadListWireSchema>['results'][number];

/** GET /api/messages/unread-count/: messages the caller has not read, over every conversation. */
export const messagesUnreadCountWireSchema = closedRecord({ count: integer });

/** POST /api/messages/threads/{id}/read/. */
export const threadReadWireSchema = closedRecord({ unread_count: integer });

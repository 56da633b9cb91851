import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGE_AUDIENCES } from '../message-visibility';
import type { CamelKeys } from './camel-keys';

const audience = { type: 'string', enum: MESSAGE_AUDIENCES } as const;
const idOrNull = { type: ['integer', 'null'] } as const;

/** One message as its readers get it (issue 12, spec 000 §6). */
export const messageWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'body', 'visibility', 'visibility_label', 'author', 'author_name', 'author_side', 'created_at'],
  properties: {
    id: { type: 'integer' },
    body: { type: 'string' },
    /** The sides that may read it. */
    visibility: { type: 'array', items: audience },
    visibility_label: { type: 'string' },
    /** The author's user id; null once their account is gone. */
    author: idOrNull,
    author_name: { type: 'string' },
    author_side: { type: ['string', 'null'], enum: [...MESSAGE_AUDIENCES, null] },
    created_at: { type: 'string' },
  },
} as const;

export type MessageWire = FromSchema<typeof messageWireSchema>;

/** A message as the browser reads it (keys in camelCase). */
export type Message = CamelKeys<MessageWire>;

/** One conversation with the messages the caller's side may read (GET /api/messages/threads/{id}/, /api/matches/{id}/thread/). */
export const threadWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'match', 'person', 'title', 'your_side', 'can_write_to', 'unread_count', 'messages'],
  properties: {
    id: { type: 'integer' },
    /** The match of a match's thread; null for a conversation between staff and one person. */
    match: idOrNull,
    person: idOrNull,
    title: { type: 'string' },
    your_side: audience,
    /** The sides the caller may address here; their own and staff are always included. */
    can_write_to: { type: 'array', items: audience },
    unread_count: { type: 'integer' },
    messages: { type: 'array', items: messageWireSchema },
  },
} as const;

export type ThreadWire = FromSchema<typeof threadWireSchema>;

/** A conversation as the browser reads it (keys in camelCase). */
export type Thread = CamelKeys<ThreadWire>;

/** GET /api/messages/threads/: the caller's conversations, newest first. */
export const threadListWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'results'],
  properties: {
    count: { type: 'integer' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'match', 'person', 'title', 'last_message_at', 'last_message', 'unread_count'],
        properties: {
          id: { type: 'integer' },
          match: idOrNull,
          person: idOrNull,
          title: { type: 'string' },
          last_message_at: { type: 'string' },
          /** The start of the newest message the caller may read. */
          last_message: { type: 'string' },
          unread_count: { type: 'integer' },
        },
      },
    },
  },
} as const;

export type ThreadListWire = FromSchema<typeof threadListWireSchema>;

/** One conversation in the caller's list, as the browser reads it. */
export type ThreadSummary = CamelKeys<ThreadListWire['results'][number]>;

/** GET /api/messages/unread-count/: messages the caller has not read, over every conversation. */
export const messagesUnreadCountWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count'],
  properties: { count: { type: 'integer' } },
} as const;

/** POST /api/messages/threads/{id}/read/. */
export const threadReadWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['unread_count'],
  properties: { unread_count: { type: 'integer' } },
} as const;

import type { MessageRow } from '../db/schema';
import { visibilityLabel, type MessageAudience } from '../../shared/message-visibility';
import { sideOfUser, type ThreadSubject } from './thread-access';
import type { messageWireSchema } from '../../shared/wire/messages-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** What the conversation is called, for the side reading it. */
export function threadTitle(subject: ThreadSubject, side: MessageAudience): string {
  const { match, person } = subject;
  if (person) return side === 'staff' ? `${person.firstName} ${person.lastName}` : 'Our staff';
  if (!match) return 'Conversation';
  if (side === 'jobseeker') return `${match.roleTitle} at ${match.employerName}`;
  if (side === 'employer') return `${match.jobseekerName} for ${match.roleTitle}`;
  return `${match.jobseekerName} · ${match.roleTitle} at ${match.employerName}`;
}

export interface Author {
  id: number;
  firstName: string;
  lastName: string;
  userType: string;
}

export function messageToWire(message: MessageRow, author: Author | undefined): FromSchema<typeof messageWireSchema> {
  const visibility = message.visibility as MessageAudience[];
  return {
    id: message.id,
    body: message.body,
    visibility,
    visibility_label: visibilityLabel(visibility),
    author: message.authorId,
    author_name: author ? `${author.firstName} ${author.lastName}` : 'Former user',
    author_side: author ? sideOfUser(author) : null,
    created_at: message.createdAt.toISOString(),
  };
}

import type { ApiServer } from '../http/api-server';
import { authOf } from '../auth/authenticate';
import { everyRouteSignedIn } from '../auth/signed-in';
import { AppError } from '../errors/app-error';
import { idPath, pathParams } from '../http/path-params';
import { isPlainObject } from '../records/record-wire';
import { matchViewer, NO_SUCH_MATCH } from '../matching';
import { findUserById } from '../accounts';
import { notify } from '../notifications';
import { isMessageAudience, MESSAGE_AUDIENCES, MESSAGE_MAX_LENGTH, normaliseVisibility, type MessageAudience } from '../../shared/message-visibility';
import {
  employerSeesMatch,
  loadThreadSubject,
  NO_SUCH_THREAD,
  readerOf,
  sideOfUser,
  threadById,
  threadOfMatch,
  threadOfPerson,
  type ThreadReader,
  type ThreadSubject,
} from './thread-access';
import { listThreads, unreadInThread, unreadTotal } from './thread-list';
import { messageToWire, threadTitle } from './thread-wire';
import { appendMessage, findAuthors, isMatchVisible, markThreadRead, messagesVisibleTo } from './message-repository';
import { recipientsOf } from './message-recipients';
import { scheduleMessageEmail } from './message-email-job';
import {
  messagesUnreadCountWireSchema,
  messageWireSchema,
  threadListWireSchema,
  threadReadWireSchema,
  threadWireSchema,
} from '../../shared/wire/messages-wire';
import type { FromSchema } from 'json-schema-to-ts';

const threadParams = pathParams({ id: idPath(NO_SUCH_THREAD) });
const matchParams = pathParams({ id: idPath(NO_SUCH_MATCH) });

/** The sides the reader may address in this thread; their own side and staff are always among them. */
export function writableAudiences(subject: ThreadSubject, reader: ThreadReader): MessageAudience[] {
  if (subject.person) return normaliseVisibility([sideOfUser(subject.person)]);
  if (reader.side === 'staff') return [...MESSAGE_AUDIENCES];
  // A job seeker writes to the employer only once the employer can see the match.
  if (reader.side === 'jobseeker' && subject.match && !employerSeesMatch(subject.match.status)) return ['jobseeker', 'staff'];
  return [...MESSAGE_AUDIENCES];
}

const AUDIENCE_WORDS: Record<MessageAudience, string> = { jobseeker: 'the job seeker', employer: 'the employer', staff: 'staff' };

function readBody(body: unknown, allowed: readonly MessageAudience[], reader: ThreadReader): { text: string; visibility: MessageAudience[] } {
  if (!isPlainObject(body)) throw AppError.detail(400, 'Send the message as a JSON object: {"body": "…", "visibility": ["jobseeker", "staff"]}.');
  const problems: Record<string, string[]> = {};
  const text = typeof body.body === 'string' ? body.body.trim() : null;
  if (text === null) problems.body = ['Write the message as text.'];
  else if (text === '') problems.body = ['Write a message before sending.'];
  else if ([...text].length > MESSAGE_MAX_LENGTH)
    problems.body = [
      `Keep the message under ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters; this one has ${[...text].length.toLocaleString('en-US')}.`,
    ];
  const visibility = body.visibility;
  if (!Array.isArray(visibility) || visibility.length === 0 || !visibility.every(isMessageAudience)) {
    problems.visibility = ['Choose who may read the message: a list of "jobseeker", "employer" and "staff".'];
  } else {
    const refused = visibility.filter((audience) => !allowed.includes(audience));
    if (refused.length > 0)
      problems.visibility = [`In this conversation you cannot write to ${refused.map((audience) => AUDIENCE_WORDS[audience]).join(' or ')}.`];
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
  // Staff read everything, and an author always reads their own words.
  return { text: text!, visibility: normaliseVisibility([...(visibility as MessageAudience[]), reader.side]) };
}

// Only which fields there are: each value's checks are the handler's, whose messages say what to send.
const newThreadBodySchema = { type: 'object', additionalProperties: false, properties: { person: {} } } as const;
const newMessageBodySchema = { type: 'object', additionalProperties: false, properties: { body: {}, visibility: {} } } as const;

// Answers are written by the wire contract's schemas: a field left out of them never reaches a client.
const oneThreadResponse = { 200: threadWireSchema } as const;

/**
 * Messages (issue 12, spec 000 §6, spec 001 §3.5): one thread per match and one between staff and any person.
 * Every answer holds only what the caller's side may read: messages, counts, order and notifications.
 */
export async function messageRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const { ctx } = app;

  async function threadAnswer(subject: ThreadSubject, reader: ThreadReader): Promise<FromSchema<typeof threadWireSchema>> {
    const { thread } = subject;
    const rows = await messagesVisibleTo(ctx.db, thread.id, reader.side);
    const authors = await findAuthors(
      ctx.db,
      rows.map((row) => row.authorId),
    );
    return {
      id: thread.id,
      match: subject.match?.id ?? null,
      person: subject.person?.id ?? null,
      title: threadTitle(subject, reader.side),
      your_side: reader.side,
      can_write_to: writableAudiences(subject, reader),
      unread_count: await unreadInThread(ctx.db, thread.id, reader.user.id, reader.side),
      messages: rows.map((row) => messageToWire(row, row.authorId === null ? undefined : authors.get(row.authorId))),
    };
  }

  async function openThread(idText: string, user: ReturnType<typeof authOf>['user']) {
    const subject = await loadThreadSubject(ctx.db, await threadById(ctx.db, Number(idText)));
    return { subject, reader: readerOf(subject, user) };
  }

  app.get('/api/messages/threads/', { schema: { response: { 200: threadListWireSchema } } }, async (request) => {
    const { user } = authOf(request);
    const { count, rows } = await listThreads(ctx.db, user);
    const side = sideOfUser(user);
    const results: FromSchema<typeof threadListWireSchema>['results'] = [];
    for (const row of rows) {
      const subject = await loadThreadSubject(ctx.db, row.thread);
      results.push({
        id: row.thread.id,
        match: row.thread.matchId,
        person: row.thread.personId,
        title: threadTitle(subject, side),
        last_message_at: row.lastVisibleAt.toISOString(),
        last_message: [...row.lastBody].slice(0, 140).join(''),
        unread_count: row.unread,
      });
    }
    return { count, results };
  });

  app.get('/api/messages/unread-count/', { schema: { response: { 200: messagesUnreadCountWireSchema } } }, async (request) => ({
    count: await unreadTotal(ctx.db, authOf(request).user),
  }));

  // Staff open (or find) the conversation with one person.
  app.post(
    '/api/messages/threads/',
    { config: { signedIn: ['staff'] }, schema: { body: newThreadBodySchema, response: { 201: threadWireSchema } } },
    async (request, reply) => {
      const person = isPlainObject(request.body) ? request.body.person : undefined;
      if (typeof person !== 'number' || !Number.isInteger(person) || person < 1 || person > 2_147_483_647)
        throw AppError.fields({ person: ['Give the id of the person to write to.'] });
      const target = await findUserById(ctx.db, person);
      if (!target) throw AppError.fields({ person: ['No such person.'] });
      if (target.userType === 'staff') throw AppError.fields({ person: ['Staff read every conversation: write to a job seeker or an employer.'] });
      const thread = await threadOfPerson(ctx.db, person, ctx.clock.now());
      const subject = await loadThreadSubject(ctx.db, thread);
      return reply.code(201).send(await threadAnswer(subject, readerOf(subject, authOf(request).user)));
    },
  );

  app.get('/api/matches/:id/thread/', { schema: { params: matchParams, response: oneThreadResponse } }, async (request) => {
    const viewer = matchViewer(request);
    const matchId = Number(request.params.id);
    if (!(await isMatchVisible(ctx.db, matchId, viewer))) throw AppError.detail(404, NO_SUCH_MATCH);
    const subject = await loadThreadSubject(ctx.db, await threadOfMatch(ctx.db, matchId, ctx.clock.now()));
    return threadAnswer(subject, readerOf(subject, authOf(request).user));
  });

  app.get('/api/messages/threads/:id/', { schema: { params: threadParams, response: oneThreadResponse } }, async (request) => {
    const { subject, reader } = await openThread(request.params.id, authOf(request).user);
    return threadAnswer(subject, reader);
  });

  app.post(
    '/api/messages/threads/:id/messages/',
    { schema: { params: threadParams, body: newMessageBodySchema, response: { 201: messageWireSchema } } },
    async (request, reply) => {
      const { subject, reader } = await openThread(request.params.id, authOf(request).user);
      const { text, visibility } = readBody(request.body, writableAudiences(subject, reader), reader);
      const now = ctx.clock.now();
      const message = await ctx.db.transaction(async (tx) => {
        const row = await appendMessage(tx, { threadId: subject.thread.id, authorId: reader.user.id, body: text, visibility, createdAt: now });
        for (const recipient of await recipientsOf(tx, subject, visibility, reader.user.id)) {
          const side = sideOfUser(recipient);
          // The bell names the conversation as the recipient sees it, never the words of the message.
          const bell = await notify(
            tx,
            { userId: recipient.id, type: 'message', title: `New message: ${threadTitle(subject, side)}`, actionUrl: `/messages?thread=${subject.thread.id}` },
            now,
          );
          await scheduleMessageEmail(tx, now, subject.thread.id, recipient.id, bell.uuid);
        }
        return row;
      });
      const authors = await findAuthors(ctx.db, [message.authorId]);
      return reply.code(201).send(messageToWire(message, authors.get(reader.user.id)));
    },
  );

  app.post('/api/messages/threads/:id/read/', { schema: { params: threadParams, response: { 200: threadReadWireSchema } } }, async (request) => {
    const { subject, reader } = await openThread(request.params.id, authOf(request).user);
    await markThreadRead(ctx.db, subject.thread.id, reader.user.id);
    return { unread_count: 0 };
  });
}

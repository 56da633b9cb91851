import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { markThreadRead, THREADS_PATH, useThread } from '../../api/messages/messages-api';
import { LoadFailure } from '../../components/load-failure';
import { formatDateTime } from '../../components/format-date';
import { MessageBody } from './message-body';
import { MessageComposer } from './message-composer';

const SIDE_NAMES = { jobseeker: 'Job seeker', employer: 'Employer', staff: 'Staff' } as const;

/** One conversation: every message the caller may read, oldest first, each labelled with who may read it. */
export function ThreadView({ threadId }: { threadId: number }) {
  const thread = useThread(threadId);
  const { mutate } = useSWRConfig();
  const refreshLists = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/messages/'));
  const unread = thread.data?.unreadCount ?? 0;

  useEffect(() => {
    if (unread === 0) return;
    // Opening a conversation reads it: the counts in the list and the menu drop with it.
    void markThreadRead(threadId).then(
      () => refreshLists(),
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the unread count changes
  }, [threadId, unread]);

  if (thread.error) return <LoadFailure what="This conversation could not be loaded." message={thread.error.message} onRetry={() => void thread.mutate()} />;
  if (!thread.data)
    return (
      <Box role="status" aria-label="Loading the conversation">
        <Skeleton width="50%" height={36} />
        <Skeleton height={80} />
        <Skeleton height={80} />
      </Box>
    );
  const { data } = thread;
  return (
    <Box component="section" aria-labelledby={`thread-${data.id}-title`}>
      <Typography id={`thread-${data.id}-title`} variant="h2" sx={{ mb: 2 }}>
        {data.title}
      </Typography>
      {data.messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No messages yet. Write the first one below.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {data.messages.map((message) => (
            <Box component="li" key={message.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {message.authorName}
                </Typography>
                {message.authorSide && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {SIDE_NAMES[message.authorSide]}
                  </Typography>
                )}
                <Typography component="span" variant="body2" color="text.secondary">
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </Typography>
                <Chip size="small" label={message.visibilityLabel} />
              </Box>
              <MessageBody text={message.body} />
            </Box>
          ))}
        </Box>
      )}
      <MessageComposer
        thread={data}
        onSent={() => {
          void thread.mutate();
          void mutate((key) => Array.isArray(key) && key[0] === THREADS_PATH);
        }}
      />
    </Box>
  );
}

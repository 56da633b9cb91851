import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getMatchThread, openPersonThread, useThreads, type ThreadSummary } from '../../api/messages/messages-api';
import { PageHeading } from '../../components/page-heading';
import { VisuallyHidden } from '../../components/visually-hidden';
import { LoadFailure } from '../../components/load-failure';
import { relativePhrase } from '../../../shared/format/relative-phrase';
import { ThreadView } from './thread-view';

function unreadWords(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}

function ThreadList({ threads, selected, onSelect }: { threads: ThreadSummary[]; selected: number | null; onSelect: (id: number) => void }) {
  const now = new Date();
  return (
    <List aria-label="Conversations" disablePadding>
      {threads.map((thread) => (
        <ListItem key={thread.id} disablePadding divider>
          <ListItemButton selected={thread.id === selected} onClick={() => onSelect(thread.id)} aria-current={thread.id === selected ? 'true' : undefined}>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box
                    component="span"
                    sx={{
                      fontWeight: thread.unreadCount > 0 ? 700 : 500,
                      flex: 1,
                      minWidth: 0,
                    }}
                  >
                    {thread.title}
                  </Box>
                  {thread.unreadCount > 0 && (
                    <Box
                      component="span"
                      sx={{
                        px: 0.75,
                        minWidth: 22,
                        lineHeight: '22px',
                        borderRadius: 11,
                        fontSize: '0.75rem',
                        fontWeight: 700,
                        textAlign: 'center',
                        bgcolor: 'secondary.main',
                        color: 'secondary.contrastText',
                      }}
                    >
                      <span aria-hidden="true">{thread.unreadCount > 99 ? '99+' : thread.unreadCount}</span>
                      <VisuallyHidden>{unreadWords(thread.unreadCount)}</VisuallyHidden>
                    </Box>
                  )}
                </Box>
              }
              secondary={
                <>
                  <Box
                    component="span"
                    sx={{
                      display: 'block',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {thread.lastMessage}
                  </Box>
                  {/* The server's clock may run a moment ahead of this one: a message is never "in 0 seconds". */}
                  <time dateTime={thread.lastMessageAt}>
                    {relativePhrase(new Date(Math.min(Date.parse(thread.lastMessageAt), now.getTime())).toISOString(), now)}
                  </time>
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * /messages for every user type (issue 12): conversations newest first with their unread counts, and the open
 * one beside them (on a phone, one or the other). `?thread=` opens a conversation; `?match=` opens a match's and
 * `?person=` (staff) the one with a person, made if need be.
 */
export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const threads = useThreads();
  const [opening, setOpening] = useState<string | null>(null);
  const selected = Number(params.get('thread')) || null;
  const matchParam = params.get('match');
  const personParam = params.get('person');

  useEffect(() => {
    const open = matchParam ? () => getMatchThread(Number(matchParam)) : personParam ? () => openPersonThread(Number(personParam)) : null;
    if (!open) return;
    let current = true;
    open().then(
      (thread) => current && setParams({ thread: String(thread.id) }, { replace: true }),
      (error: Error) => current && setOpening(error.message),
    );
    return () => {
      current = false;
    };
  }, [matchParam, personParam, setParams]);

  const select = (id: number) => setParams({ thread: String(id) });

  let list;
  if (threads.error)
    list = <LoadFailure what="Your conversations could not be loaded." message={threads.error.message} onRetry={() => void threads.mutate()} />;
  else if (!threads.data)
    list = (
      <Box role="status" aria-label="Loading conversations" sx={{ p: 2 }}>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Box>
    );
  else if (threads.data.length === 0)
    list = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No conversations yet. Messages about your matches will appear here.
      </Typography>
    );
  else list = <ThreadList threads={threads.data} selected={selected} onSelect={select} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading>Messages</PageHeading>
      {opening && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {opening}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="nav" aria-label="Your conversations" sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' } }}>
          {list}
        </Paper>
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2, md: 3 },
            display: { xs: selected ? 'block' : 'none', md: 'block' },
          }}
        >
          {selected ? (
            <>
              <Button onClick={() => setParams({})} sx={{ display: { md: 'none' }, mb: 1 }}>
                Back to conversations
              </Button>
              <ThreadView key={selected} threadId={selected} />
            </>
          ) : (
            <Typography color="text.secondary">Choose a conversation to read it.</Typography>
          )}
        </Paper>
      </Box>
    </Container>
  );
}

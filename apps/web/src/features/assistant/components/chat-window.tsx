// The AI chat window with its bio panel (SPEC.md sections 2, 4 and 5): the conversation as a log
// that screen readers announce, 'Typing' while an answer is on its way, a textarea that grows to
// CHAT_INPUT_MAX_HEIGHT_PX, Enter to send (Shift+Enter for a new line), Send disabled for blank
// text. Closing it (button, Escape) clears everything and aborts the request.
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { canSendChatText, CHAT_INPUT_MAX_HEIGHT_PX, MOBILE_MAX_WIDTH_PX } from '@blitz/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDialogs } from '../../../components/dialogs/dialog-context';
import { useChat } from '../hooks/use-chat';
import { ChatBubble } from './chat-bubble';
import { TypingDots } from './typing-dots';

export interface ChatWindowProps {
  page: string;
  systemMessage: string | null;
  signedInUuid: string | null;
  onClose: () => void;
}

export function ChatWindow({ page, systemMessage, signedInUuid, onClose }: ChatWindowProps) {
  const { t } = useTranslation();
  const { showError } = useDialogs();
  const phone = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH_PX}px)`, { noSsr: true });
  const titleId = useId();
  const [text, setText] = useState('');
  const [tooMany, setTooMany] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const { messages, typing, send } = useChat({
    page,
    systemMessage,
    signedInUuid,
    onEmptyReply: () => showError({ title: t('dialog.errorTitle'), message: t('assistant.sendFailed') }),
  });

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const result = send(text);
    setTooMany(result === 'too-many');
    if (result !== 'too-many') setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSendChatText(text)) submit();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="chat-window"
      slotProps={{
        paper: {
          sx: phone
            ? {}
            : { position: 'fixed', right: 24, bottom: 24, m: 0, width: 400, height: 'min(640px, calc(100vh - 48px))', maxHeight: 'none' },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderBottom: 1, borderColor: 'divider' }}
        data-testid="chat-bio"
      >
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <SupportAgentRounded />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('assistant.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('assistant.bio')}
          </Typography>
        </Box>
        <IconButton aria-label={t('assistant.close')} onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('assistant.logLabel')}
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {messages.length === 0 && <ChatBubble message={{ system: true, ai: true, content: t('assistant.greeting'), time: 0 }} />}
        {messages.map((message, index) => (
          <ChatBubble key={`${message.time}-${index}`} message={message} />
        ))}
        {typing && <TypingDots />}
      </Box>
      {tooMany && (
        <Alert severity="info" role="alert" sx={{ mx: 2 }} onClose={() => setTooMany(false)}>
          {t('assistant.tooMany')}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 2 }}>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          label={t('assistant.inputLabel')}
          placeholder={t('assistant.placeholder')}
          multiline
          minRows={1}
          fullWidth
          autoFocus
          size="small"
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'chat-input' } }}
          sx={{ '& textarea': { maxHeight: CHAT_INPUT_MAX_HEIGHT_PX, overflowY: 'auto !important' } }}
        />
        <Button type="submit" variant="contained" disabled={!canSendChatText(text)} endIcon={<SendRounded />}>
          {t('assistant.send')}
        </Button>
      </Box>
    </Dialog>
  );
}

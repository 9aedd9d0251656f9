import { STORAGE_KEYS } from '@blitz/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatWindow } from '../../../src/features/assistant/components/chat-window';
import { renderWithProviders } from '../../components/render';
import { resetBetweenTests } from '../../support/reset-between-tests';

vi.setConfig({ testTimeout: 30_000 });

type Answer = { status: number; body?: unknown } | 'hang' | 'offline';
interface Call {
  body: Record<string, unknown>;
  signal: AbortSignal | undefined;
}

/** fetch for /api/blitz-chat answering from a list, honouring the abort signal like a browser. */
function stubChat(answers: Answer[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: string, init?: RequestInit) => {
      calls.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown>, signal: init?.signal ?? undefined });
      const answer = answers.shift() ?? { status: 200, body: { statusKey: 'success', data: 'ok' } };
      if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      if (answer === 'hang') {
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
      }
      return Promise.resolve(new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
  return calls;
}

function renderChat(systemMessage: string | null = null) {
  const onClose = vi.fn();
  const result = renderWithProviders(<ChatWindow page="/item/7" systemMessage={systemMessage} signedInUuid={null} onClose={onClose} />);
  return { ...result, onClose, user: userEvent.setup() };
}

resetBetweenTests({ clearStorage: true });

describe('ChatWindow', () => {
  it('has a bio panel, a labelled log and a Send button disabled for blank text', async () => {
    stubChat([]);
    const { user } = renderChat();
    const dialog = screen.getByRole('dialog', { name: 'Blitz Assistant' });
    expect(within(dialog).getByText(/I answer questions about bidding/)).toBeTruthy();
    expect(within(dialog).getByRole('log', { name: 'Conversation' }).getAttribute('aria-live')).toBe('polite');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), '   ');
    expect(send).toHaveProperty('disabled', true);
  });

  it('sends the cleaned message without emoji, shows Typing, then the reply', async () => {
    const calls = stubChat([{ status: 200, body: { statusKey: 'success', data: 'Delivery takes 3 to 14 business days.' } }]);
    const { user } = renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '  how long   is delivery 🚚{Enter}');
    expect(await screen.findByText('Delivery takes 3 to 14 business days.')).toBeTruthy();
    expect(screen.getByTestId('chat-user-message').textContent).toBe('You: how long is delivery');
    expect(calls[0]!.body).toMatchObject({ message: 'how long is delivery', page: '/item/7', systemMessage: null, lanIso: 'en' });
    const userData = calls[0]!.body.userData as Record<string, unknown>;
    expect(userData).toMatchObject({ uuid: null, bidsPlaced: 0, device_id: localStorage.getItem(STORAGE_KEYS.deviceId) });
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('animates the typing dots while an answer is pending', async () => {
    stubChat(['hang']);
    const { user } = renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'hello{Enter}');
    const dots = await screen.findByTestId('chat-typing-dots');
    const first = dots.textContent;
    await waitFor(() => expect(dots.textContent).not.toBe(first), { timeout: 1500 });
    expect(screen.getByTestId('chat-typing').textContent).toMatch(/^Typing\.{1,3}$/);
  });

  it('starts with the hint as an AI system message and sends it with the first question only', async () => {
    const calls = stubChat([]);
    const { user } = renderChat('Did you know shipping is free?');
    expect(screen.getAllByTestId('chat-ai-message')[0]!.textContent).toContain('Did you know shipping is free?');
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'really?{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    await screen.findByText('ok');
    await user.type(box, 'thanks{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.body.systemMessage).toBe('Did you know shipping is free?');
    expect(calls[1]!.body.systemMessage).toBeNull();
  });

  it('holds at most three pending messages and says so at the fourth', async () => {
    const calls = stubChat(['hang', 'hang', 'hang', 'hang']);
    const { user } = renderChat();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    for (const text of ['one', 'two', 'three']) await user.type(box, `${text}{Enter}`);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(box, 'four{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Hang tight! Your messages are on their way.');
    expect(screen.getAllByTestId('chat-user-message')).toHaveLength(3);
    expect(calls).toHaveLength(1);
  });

  it('shows the fallback messages of the status keys, offline and an unknown status', async () => {
    stubChat([
      { status: 200, body: { statusKey: 'error_server', data: '' } },
      'offline',
      { status: 200, body: { statusKey: 'no_response', data: '' } },
      { status: 302 },
    ]);
    const { user } = renderChat();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'a{Enter}');
    expect(await screen.findByText('Sorry, I could not answer that just now. Please try again.')).toBeTruthy();
    await user.type(box, 'b{Enter}');
    expect(await screen.findByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
    await user.type(box, 'c{Enter}');
    expect(await screen.findByText('I did not get an answer. Please try again in a moment.')).toBeTruthy();
    await user.type(box, 'd{Enter}');
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it('a reply without content opens the error dialog of section 8', async () => {
    stubChat([{ status: 200, body: { statusKey: 'success', data: '' } }]);
    const { user } = renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'hello{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('There was an issue sending your message. Please try again.');
  });

  it('does not send a message that is only emoji', async () => {
    const calls = stubChat([]);
    const { user } = renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '🎉👍{Enter}');
    expect(await screen.findByText('Please type a message first.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('closing aborts the request in flight', async () => {
    const calls = stubChat(['hang']);
    const { user, onClose, unmount } = renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'hello{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalled();
    act(() => unmount());
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it('closing with Escape gives the focus back to the button that opened it', async () => {
    stubChat([]);
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Chat with the assistant
          </button>
          {open && <ChatWindow page="/about" systemMessage={null} signedInUuid={null} onClose={() => setOpen(false)} />}
        </>
      );
    }
    renderWithProviders(<Opener />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Chat with the assistant' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Blitz Assistant' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Blitz Assistant' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

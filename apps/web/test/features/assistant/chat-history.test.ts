// The earlier messages a question is sent with: the conversation before it, without the questions
// still queued behind it, the hint only when it is not sent on its own, at most ASSISTANT_HISTORY_MAX.
import { ASSISTANT_HISTORY_MAX, type ChatMessage } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { historyBefore } from '../../../src/features/assistant/hooks/use-chat';

const message = (content: string, ai: boolean, system = false): ChatMessage => ({ content, ai, system, time: 0 });

describe('historyBefore', () => {
  const conversation = [
    message('Need help with delivery?', true, true),
    message('Do you deliver to Polokwane?', false),
    message('Yes, anywhere in South Africa.', true),
    message('How long does it take?', false),
    message('And returns?', false),
  ];

  it('leaves out the question being sent and those queued after it', () => {
    expect(historyBefore(conversation, 2, false)).toEqual([
      { role: 'assistant', content: 'Need help with delivery?' },
      { role: 'user', content: 'Do you deliver to Polokwane?' },
      { role: 'assistant', content: 'Yes, anywhere in South Africa.' },
    ]);
  });

  it('leaves out the hint when it goes with the question as its system message', () => {
    expect(historyBefore(conversation.slice(0, 2), 1, true)).toEqual([]);
  });

  it('keeps only the newest ASSISTANT_HISTORY_MAX messages', () => {
    const long = Array.from({ length: ASSISTANT_HISTORY_MAX + 5 }, (_, i) => message(`m${i}`, i % 2 === 1));
    const history = historyBefore(long, 0, false);
    expect(history).toHaveLength(ASSISTANT_HISTORY_MAX);
    expect(history.at(-1)?.content).toBe(`m${ASSISTANT_HISTORY_MAX + 4}`);
  });
});

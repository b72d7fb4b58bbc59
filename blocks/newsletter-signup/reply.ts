// The signup endpoint answers with a list of `{ status: "error" | "success", msg }`. Anything else
// is a broken reply: it must never be shown, and never as HTML.

export interface ReplyMessage {
  status: 'error' | 'success';
  msg: string;
}

/** The message list in a reply body, or null when the body is not exactly such a (non-empty) list. */
export function parseMessageList(body: string): ReplyMessage[] | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!Array.isArray(data) || data.length === 0) return null;
  const messages: ReplyMessage[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) return null;
    const { status, msg } = item as Record<string, unknown>;
    if ((status !== 'error' && status !== 'success') || typeof msg !== 'string') return null;
    messages.push({ status, msg });
  }
  return messages;
}

/** The `msg`s with the given status. */
export function messagesWith(messages: readonly ReplyMessage[], status: ReplyMessage['status']): string[] {
  return messages.filter((message) => message.status === status).map((message) => message.msg);
}

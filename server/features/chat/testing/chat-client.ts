import type { FastifyInstance } from 'fastify';
import type { ChatRequest, ChatStreamEvent } from '../../../../common/api/chat';

export type TestUser = { id: string; token: string; username: string };

let counter = 0;

/** Signs a new account up through the real API and returns its access token. */
export async function signUp(app: FastifyInstance, name = 'reader'): Promise<TestUser> {
  counter += 1;
  const username = `${name}${counter}${Date.now().toString(36).slice(-4)}`.slice(0, 20);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username,
      password: 'Sacred-circle-1',
      email: `${username}@example.org`,
      firstName: name[0]!.toUpperCase() + name.slice(1),
      lastName: 'Tester',
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { id: body.user.id, token: body.accessToken, username };
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

export function ask(app: FastifyInstance, user: TestUser, body: ChatRequest, url = '/api/chat') {
  return app.inject({ method: 'POST', url, headers: bearer(user), payload: body });
}

/** The keep-alive comments of a server-sent-events body (lines starting with ':'). */
export function comments(payload: string): string[] {
  return payload
    .split('\n\n')
    .filter((block) => block.startsWith(':'))
    .map((block) => block.slice(1).trim());
}

/** The events of a server-sent-events body, in order (keep-alive comments left out). */
export function parseEvents(payload: string): ChatStreamEvent[] {
  return payload
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (!name || !data) throw new Error(`not an SSE event: ${block}`);
      const event = JSON.parse(data) as ChatStreamEvent;
      if (event.event !== name)
        throw new Error(`event name ${name} does not match its data (${event.event})`);
      return event;
    });
}

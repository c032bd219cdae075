import type { CircleEvent } from '../../../../common/api/circles';
import type { Reader } from './circle-fixture';

/** The events of a circle stream's text so far (keep-alive comments left out). */
export function circleEvents(text: string): CircleEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as CircleEvent);
}

/** A member's live stream of a circle on a listening server, read as it arrives. */
export async function openCircleStream(address: string, circleId: string, reader: Reader) {
  const response = await fetch(`${address}/api/circles/${circleId}/events`, {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const whole = () => text.slice(0, text.lastIndexOf('\n\n') + 2);
  const more = async () => {
    const { value, done } = await body.read();
    if (done) ended = true;
    else text += decoder.decode(value, { stream: true });
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: () => circleEvents(whole()),
    text: whole,
    /** Reads until `seen` holds of the events received whole. */
    async until(seen: (events: CircleEvent[]) => boolean) {
      while (!seen(circleEvents(whole()))) {
        if (ended) throw new Error(`the stream ended first:\n${text}`);
        await more();
      }
    },
    /** Reads until the server ends the stream. */
    async end() {
      while (!ended) await more();
      return circleEvents(text);
    },
    close: () => body.cancel(),
  };
}

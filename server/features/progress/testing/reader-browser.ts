import { BrowserSession } from '../../../test/browser-session';

/** A reader's browser (cookies, same-site Origin, bearer once signed in) with the journey calls tests repeat. */
export class ReaderBrowser extends BrowserSession {
  /** Starts a session and returns its id (asserting the start worked). */
  async start(religion: string, book: string, chapter: number, timeZone?: string): Promise<number> {
    const response = await this.post('/api/progress/session/start', {
      religion,
      book,
      chapter,
      ...(timeZone ? { timeZone } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  }

  async countVerses(sessionId: number, versesRead: number) {
    const response = await this.patch(`/api/progress/session/${sessionId}`, { versesRead });
    if (response.statusCode !== 200) throw new Error(`count failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  async end(sessionId: number, body: object = {}) {
    const response = await this.patch(`/api/progress/session/${sessionId}/end`, body);
    if (response.statusCode !== 200) throw new Error(`end failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }
}

import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema/users';
import type { RunningServer } from './server';

/** Moderators are made by an operator in the database (there is no API for it): stop, promote, start again. */
export async function promoteToModerators(server: RunningServer, emails: string[]): Promise<void> {
  await server.restart(async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(server.dataDir, 'db') });
    try {
      await database.db
        .update(users)
        .set({ role: 'moderator', verified: 1 })
        .where(inArray(users.email, emails));
    } finally {
      await database.close();
    }
  });
}

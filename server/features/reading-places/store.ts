import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readingPlaces } from '../../db/schema/reading-places';
import { scriptures } from '../../db/schema/scripture';
import { visibleScriptureRows } from '../../db/visible-scriptures';

export type ReadingPlaceRow = typeof readingPlaces.$inferSelect;
export type PlaceInput = { religion: string; book: string; chapter: number };

/** Whether the library holds this chapter (in any translation), counting only published sources. */
export async function chapterExists(db: Database, place: PlaceInput): Promise<boolean> {
  const [row] = await db
    .select({ id: scriptures.id })
    .from(scriptures)
    .where(
      and(
        eq(scriptures.religion, place.religion),
        eq(scriptures.book, place.book),
        eq(scriptures.chapter, place.chapter),
        visibleScriptureRows('scriptures'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The reader's place in that tradition, replaced: there is one per tradition. */
export async function upsertPlace(
  db: Database,
  userId: string,
  place: PlaceInput,
  at: Date,
): Promise<ReadingPlaceRow> {
  const [row] = await db
    .insert(readingPlaces)
    .values({ userId, ...place, updatedAt: at })
    .onConflictDoUpdate({
      target: [readingPlaces.userId, readingPlaces.religion],
      set: { book: place.book, chapter: place.chapter, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('saving a reading place returned no row');
  return row;
}

export async function placesOf(db: Database, userId: string): Promise<ReadingPlaceRow[]> {
  return db
    .select()
    .from(readingPlaces)
    .where(eq(readingPlaces.userId, userId))
    .orderBy(desc(readingPlaces.updatedAt), readingPlaces.religion);
}

/** Moves a guest's places to the account; where both read in a tradition, the more recent place stays. */
export async function movePlaces(db: Database, guestId: string, userId: string): Promise<void> {
  await db.execute(sql`
    delete from ${readingPlaces} as a
    using ${readingPlaces} as g
    where a.user_id = ${userId} and g.user_id = ${guestId} and a.religion = g.religion
      and g.updated_at > a.updated_at`);
  await db.execute(sql`
    delete from ${readingPlaces} as g
    where g.user_id = ${guestId} and exists (
      select 1 from ${readingPlaces} as a where a.user_id = ${userId} and a.religion = g.religion)`);
  await db.update(readingPlaces).set({ userId }).where(eq(readingPlaces.userId, guestId));
}

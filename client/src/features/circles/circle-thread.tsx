import { useEffect } from 'react';
import type { CircleDetail } from '@common/api/circles';
import { useCircleMutations, useCirclePosts } from './circles-queries';
import { CirclePostView } from './circle-post';
import { PostComposer } from './post-composer';

/** The circle's reflections, newest first, with the composer on top; what is shown counts as read. */
export function CircleThread({ circle }: { circle: CircleDetail }) {
  const { data, isError, isPending } = useCirclePosts(circle.id);
  const { post, ask, seen } = useCircleMutations(circle.id);
  const newest = data?.posts[0]?.id;
  const { mutate: markSeen } = seen;
  useEffect(() => {
    if (newest) markSeen();
  }, [newest, markSeen]);
  const day = circle.today?.day ?? undefined;
  return (
    <section aria-labelledby="circle-thread" className="grid gap-4">
      <h2 id="circle-thread" className="text-lg font-semibold">
        Reflections
      </h2>
      {circle.closedAt ? (
        <p className="text-sm text-muted-foreground">
          This circle is closed: its reflections stay to be read.
        </p>
      ) : (
        <div className="rounded-lg border bg-card p-4">
          <PostComposer
            label={day ? `Share a reflection on day ${day}` : 'Share a reflection'}
            postLabel="Post reflection"
            onPost={(body) => post.mutateAsync({ body, ...(day ? { day } : {}) })}
            onAsk={(question) => ask.mutateAsync({ question })}
          />
        </div>
      )}
      {isError ? (
        <p role="alert">The reflections could not be loaded. Please try again.</p>
      ) : isPending ? (
        <p className="text-muted-foreground">Loading reflections…</p>
      ) : data.posts.length === 0 ? (
        <p className="text-muted-foreground">No reflections yet: the first one is yours to write.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Reflections">
          {data.posts.map((item) => (
            <CirclePostView key={item.id} post={item} circle={circle} />
          ))}
        </ul>
      )}
    </section>
  );
}

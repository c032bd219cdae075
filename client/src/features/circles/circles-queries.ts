import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CircleReaction,
  CircleRole,
  CreateCirclePostRequest,
  UpdateCircleRequest,
  UpdateMembershipRequest,
} from '@common/api/circles';
import { useAuth } from '@/lib/use-auth';
import {
  askScholar,
  circleInvitesQueryKey,
  circlePostsQueryKey,
  circleQueryKey,
  CIRCLES_QUERY_KEY,
  closeCircle,
  createInvite,
  createPost,
  fetchCircle,
  fetchInvitation,
  fetchInvites,
  fetchMyCircles,
  fetchPlanLibrary,
  fetchPosts,
  invitationQueryKey,
  isRefusal,
  markDayRead,
  markSeen,
  myCirclesQueryKey,
  planLibraryQueryKey,
  removeMember,
  reportPost,
  revokeInvite,
  setMemberRole,
  setPostHidden,
  toggleReaction,
  updateCircle,
  updateMembership,
} from './circles-api';

/** A 404 means the circle is gone or the reader is no longer in it: asking again will not change that. */
const retryUnlessNotFound = (failures: number, error: unknown) => !isRefusal(error) && failures < 2;

/** The reader's circles; only an account has any, so a guest's page does not ask. */
export function useMyCircles() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: myCirclesQueryKey,
    queryFn: ({ signal }) => fetchMyCircles(signal),
    enabled: isAuthenticated,
  });
}

export function useCircle(id: string) {
  return useQuery({
    queryKey: circleQueryKey(id),
    queryFn: ({ signal }) => fetchCircle(id, signal),
    retry: retryUnlessNotFound,
  });
}

export function usePlanLibrary() {
  return useQuery({
    queryKey: planLibraryQueryKey,
    queryFn: ({ signal }) => fetchPlanLibrary(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCirclePosts(id: string, parentId: string | null = null, enabled = true) {
  return useQuery({
    queryKey: circlePostsQueryKey(id, parentId),
    queryFn: ({ signal }) => fetchPosts(id, parentId, signal),
    retry: retryUnlessNotFound,
    enabled,
  });
}

export function useCircleInvites(id: string, enabled: boolean) {
  return useQuery({
    queryKey: circleInvitesQueryKey(id),
    queryFn: ({ signal }) => fetchInvites(id, signal),
    enabled,
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: retryUnlessNotFound,
  });
}

/** Every change to a circle re-reads it, its thread and the list of circles (names, roles, unread counts). */
export function useCircleMutations(id: string) {
  const client = useQueryClient();
  const refreshCircle = () => client.invalidateQueries({ queryKey: circleQueryKey(id) });
  const refreshPosts = () => client.invalidateQueries({ queryKey: [...circleQueryKey(id), 'posts'] });
  const refreshList = () => client.invalidateQueries({ queryKey: myCirclesQueryKey });
  return {
    rename: useMutation({
      mutationFn: (body: UpdateCircleRequest) => updateCircle(id, body),
      onSettled: () => Promise.all([refreshCircle(), refreshList()]),
    }),
    close: useMutation({
      mutationFn: () => closeCircle(id),
      onSettled: () => client.invalidateQueries({ queryKey: CIRCLES_QUERY_KEY }),
    }),
    membership: useMutation({
      mutationFn: (body: UpdateMembershipRequest) => updateMembership(id, body),
      onSettled: refreshCircle,
    }),
    role: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: CircleRole }) => setMemberRole(id, userId, role),
      onSettled: refreshCircle,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => removeMember(id, userId),
      // Removing someone withdraws the circle's links (the removed reader may hold one).
      onSettled: () =>
        Promise.all([
          refreshCircle(),
          refreshList(),
          client.invalidateQueries({ queryKey: circleInvitesQueryKey(id) }),
        ]),
    }),
    readDay: useMutation({ mutationFn: (day: number) => markDayRead(id, day), onSettled: refreshCircle }),
    createInvite: useMutation({
      mutationFn: () => createInvite(id),
      onSettled: () => client.invalidateQueries({ queryKey: circleInvitesQueryKey(id) }),
    }),
    revokeInvite: useMutation({
      mutationFn: (inviteId: string) => revokeInvite(id, inviteId),
      onSettled: () => client.invalidateQueries({ queryKey: circleInvitesQueryKey(id) }),
    }),
    post: useMutation({
      mutationFn: (body: CreateCirclePostRequest) => createPost(id, body),
      onSuccess: refreshPosts,
    }),
    ask: useMutation({
      mutationFn: ({ question, parentId }: { question: string; parentId?: string }) =>
        askScholar(id, question, parentId),
      onSuccess: refreshPosts,
    }),
    react: useMutation({
      mutationFn: ({ postId, emoji }: { postId: string; emoji: CircleReaction }) =>
        toggleReaction(id, postId, emoji),
      onSettled: refreshPosts,
    }),
    report: useMutation({
      mutationFn: ({ postId, reason }: { postId: string; reason: string }) => reportPost(id, postId, reason),
    }),
    hide: useMutation({
      mutationFn: ({ postId, hidden }: { postId: string; hidden: boolean }) =>
        setPostHidden(id, postId, hidden),
      onSettled: refreshPosts,
    }),
    seen: useMutation({ mutationFn: () => markSeen(id), onSuccess: refreshList }),
  };
}

import { z } from 'zod';

export const PICTURE_URL_MAX_LENGTH = 2048;
export const INVALID_PICTURE_URL_MESSAGE = 'Invalid image address: use an https:// link to the picture';

// Plain http is only for a developer's own machine: anywhere else it lets a network observer swap the picture.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The picture address to store, normalised, or null when it is not one we show. Only https: (and http: on
 * localhost) because a picture URL ends up in an <img src> and in links: javascript:, data: or vbscript:
 * addresses would be a script waiting for a click. Used by the profile form's schema and by sign-in
 * providers, so both paths store the same kind of address.
 */
export function safePictureUrl(value: string): string | null {
  const candidate = value.trim();
  if (candidate.length > PICTURE_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  return allowed && url.href.length <= PICTURE_URL_MAX_LENGTH ? url.href : null;
}

/** A picture address in a request: refused with a 400 unless safePictureUrl accepts it, stored normalised. */
export const pictureUrlField = z
  .string()
  .refine((value) => safePictureUrl(value) !== null, INVALID_PICTURE_URL_MESSAGE)
  .transform((value) => safePictureUrl(value) ?? value);

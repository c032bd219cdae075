import type { z } from 'zod';
import { tokenPairResponseSchema } from '@common/api/auth';
import { apiErrorSchema, type ApiError as ApiErrorBody } from '@common/api/errors';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './auth-tokens';

/*
 * The one place in the client that builds request URLs and talks to the server. Every call sends JSON (a Blob,
 * such as a voice recording, goes as it is, typed by its own media type), includes credentials (the
 * guest/session cookie) and, when an access token is stored, a bearer header.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryParamValue>;
export type RequestOptions = { query?: QueryParams; signal?: AbortSignal };

const API_PREFIX = '/api';
const REFRESH_PATH = '/api/auth/refresh';

/** A non-OK answer. The message is `<status>: <body text or status text>`, what the screens show. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The server's `{ error, message, details? }` body, when it sent one. */
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }

  /** The human sentence the server wrote, for toasts such as 'Sign In Failed: <server message>'. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

/** The answer's JSON did not match the contract in common/api: a server/client mismatch, not user error. */
export class ApiResponseShapeError extends Error {
  constructor(
    readonly method: HttpMethod,
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const summary = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    super(`Unexpected response from ${method} ${path}: ${summary}`);
    this.name = 'ApiResponseShapeError';
  }
}

function parseErrorBody(bodyText: string): ApiErrorBody | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute URL for an /api path, e.g. for `navigator.sendBeacon` or a full-page navigation. */
export function apiUrl(path: string, query?: QueryParams): string {
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) {
    throw new Error(`API paths start with ${API_PREFIX}/, got "${path}"`);
  }
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  accessToken: string | null,
  signal?: AbortSignal,
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
}

let refreshInFlight: Promise<boolean> | null = null;

/** The refresh answer's two tokens (its expiresIn is not needed here); an empty token counts as none. */
const refreshedTokensSchema = tokenPairResponseSchema
  .pick({ accessToken: true, refreshToken: true })
  .refine((tokens) => tokens.accessToken !== '' && tokens.refreshToken !== '');

async function refreshTokens(): Promise<boolean> {
  try {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token stored');
    const response = await send('POST', apiUrl(REFRESH_PATH), { refreshToken }, null);
    if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text());
    const tokens = parseWith(refreshedTokensSchema, await readJson(response), 'POST', REFRESH_PATH);
    storeTokens(tokens);
    return true;
  } catch {
    clearTokens();
    return false;
  }
}

/** Concurrent 401s wait for the same refresh instead of each spending the (single-use) refresh token. */
function renewTokens(rejectedToken: string): Promise<boolean> {
  const current = getAccessToken();
  // Another request already swapped the token while this one was in flight: retrying is enough.
  if (current && current !== rejectedToken) return Promise.resolve(true);
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Sends once; a 401 on a request that carried a token triggers one refresh and one retry. */
async function sendWithRefresh(method: HttpMethod, url: string, body: unknown, signal?: AbortSignal) {
  const token = getAccessToken();
  const response = await send(method, url, body, token, signal);
  if (response.status !== 401 || !token) return response;
  const renewed = await renewTokens(token);
  if (!renewed) return response;
  return send(method, url, body, getAccessToken(), signal);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiRequestError(response.status, response.statusText, bodyText);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  method: HttpMethod,
  path: string,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiResponseShapeError(method, path, parsed.error.issues);
  return parsed.data;
}

/** Sends a request to an /api path and returns the Response; any non-OK answer raises ApiRequestError. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const response = await sendWithRefresh(method, apiUrl(path, options.query), body, options.signal);
  await throwIfNotOk(response);
  return response;
}

/** Like apiRequest, and checks the JSON answer against its common/api schema. */
export async function apiRequestJson<S extends z.ZodType>(
  schema: S,
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await apiRequest(method, path, body, options);
  return parseWith(schema, await readJson(response), method, path);
}

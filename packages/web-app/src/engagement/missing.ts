/** A page the operator does not have: 404, or 400 for an id or slug it refuses outright. */
import { ApiError } from '../api/errors';

export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** react-query retry: once for a failure that may pass, never for a missing page (it shows at once). */
export function retryUnlessMissing(failures: number, error: unknown): boolean {
  return !isMissing(error) && failures < 1;
}

/**
 * §8 analytics naming: media/load failures (400–599) are `error_load_{code}`,
 * everything else `error_{code}`, so dashboards can split "could not play the
 * ad file" from "could not get an ad".
 */
import { ANALYTICS_LOAD_ERROR_MAX, ANALYTICS_LOAD_ERROR_MIN } from '../constants';

export function errorAnalyticsEvent(code: number): string {
  return code >= ANALYTICS_LOAD_ERROR_MIN && code <= ANALYTICS_LOAD_ERROR_MAX
    ? `error_load_${code}`
    : `error_${code}`;
}

import { errorAnalyticsEvent } from './analytics-event';

describe('errorAnalyticsEvent', () => {
  it.each([
    [100, 'error_100'],
    [303, 'error_303'],
    [399, 'error_399'],
    [400, 'error_load_400'],
    [402, 'error_load_402'],
    [599, 'error_load_599'],
    [600, 'error_600'],
    [901, 'error_901'],
    [1205, 'error_1205'],
  ])('%i → %s', (code, name) => {
    expect(errorAnalyticsEvent(code)).toBe(name);
  });
});

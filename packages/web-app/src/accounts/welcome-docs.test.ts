import type { WelcomeDoc } from '../api/schemas';
import { agreementsAccepted, hasCheckbox, isTicked } from './welcome-docs';

const intro: WelcomeDoc = { id: 1, type: 'intro', title: 'Hi', checkbox: false };
const agreement: WelcomeDoc = {
  id: 2,
  type: 'agreement',
  title: 'Terms',
  checkbox: true,
  default_value: true,
};
const news: WelcomeDoc = { id: 3, type: 'news', title: 'News', checkbox: true, default_value: false };
const noDefault: WelcomeDoc = { id: 4, type: 'agreement', title: 'Privacy', checkbox: true };

describe('welcome documents (000 §2)', () => {
  it('a checkbox starts at its default_value, else unticked', () => {
    expect(isTicked(agreement, 1, {})).toBe(true);
    expect(isTicked(news, 2, {})).toBe(false);
    expect(isTicked(noDefault, 3, {})).toBe(false);
  });
  it('the viewer’s choice wins over the default', () => {
    expect(isTicked(agreement, 1, { '2': false })).toBe(false);
    expect(isTicked(news, 2, { '3': true })).toBe(true);
  });
  it.each([
    [[intro, agreement, news], {}, true],
    [[intro, agreement, news], { '2': false }, false],
    [[agreement, noDefault], {}, false],
    [[agreement, noDefault], { '4': true }, true],
    [[news], {}, true],
    [[], {}, true],
  ])('agreements accepted in %j with %j → %s', (docs, choices, accepted) => {
    expect(agreementsAccepted(docs, choices)).toBe(accepted);
  });
  it.each([
    [intro, false],
    [agreement, true],
    [{ id: 5, is_checkbox: true }, true],
  ])('%j has a checkbox: %s', (doc, out) => {
    expect(hasCheckbox(doc)).toBe(out);
  });
});

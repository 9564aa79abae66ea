import { parseLastChannels, rememberChannel } from './last-channels';

describe('last channels', () => {
  it('puts the newest first without duplicates and keeps 10', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(rememberChannel(ten, 11, false)).toEqual([11, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rememberChannel([1, 2, 3], 3, false)).toEqual([3, 1, 2]);
  });

  it('never remembers an adult channel', () => {
    expect(rememberChannel([1, 2], 8, true)).toEqual([1, 2]);
  });

  it('reads only a list of integers from storage', () => {
    expect(parseLastChannels('[3,"x",4]')).toEqual([3, 4]);
    expect(parseLastChannels('{oops')).toEqual([]);
    expect(parseLastChannels(null)).toEqual([]);
  });
});

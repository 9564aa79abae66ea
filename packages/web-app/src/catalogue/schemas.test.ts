import { rowSchema } from './schemas';

describe('a row as the app reads it', () => {
  it('drops 4K channels, by flag or by name (001 §5), whatever the operator sent', () => {
    const channel = (id: number, name: string, is_4k?: boolean) => ({
      id,
      name,
      ...(is_4k ? { is_4k } : {}),
    });
    const row = rowSchema.parse({
      id: 3,
      template: 'channels',
      channels: [
        channel(1, 'News 24'),
        channel(2, 'Nature 4K'),
        channel(3, 'Cinema UHD'),
        channel(4, 'Sport Ultra HD'),
        channel(5, 'Travel', true),
        channel(6, 'Kids 4 Kids'),
      ],
    });
    expect(row.channels.map((c) => c.id)).toEqual([1, 6]);
  });
});

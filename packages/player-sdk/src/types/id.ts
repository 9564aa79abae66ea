/** An operator's id: channels, contents, libraries and programmes come as numbers or strings (§3). */
export type Id = string | number;

// Which bytes of an AVC sample stay clear under 'cenc': each NAL's length prefix and header, plus whatever
// keeps the protected part a whole number of 16-byte blocks; non-slice NALs (SPS, PPS, SEI, AUD) stay clear
// entirely. Players must be able to parse the NAL structure without the key.

export interface Subsample {
  clear: number;
  encrypted: number;
}

const MAX_CLEAR = 0xffff;
// nal_unit_type 1..5 are coded slices; everything else is parameter sets and metadata.
const isSlice = (nalType: number) => nalType >= 1 && nalType <= 5;

export function avcSubsamples(sample: Buffer, nalLengthSize: number): Subsample[] {
  const out: Subsample[] = [];
  let pendingClear = 0;
  const pushClear = (n: number) => {
    pendingClear += n;
  };
  const flush = (encrypted: number) => {
    while (pendingClear > MAX_CLEAR) {
      out.push({ clear: MAX_CLEAR, encrypted: 0 });
      pendingClear -= MAX_CLEAR;
    }
    out.push({ clear: pendingClear, encrypted });
    pendingClear = 0;
  };
  let pos = 0;
  while (pos < sample.length) {
    if (pos + nalLengthSize > sample.length) throw new Error(`cenc: truncated NAL length at byte ${pos}`);
    const nalSize = sample.readUIntBE(pos, nalLengthSize);
    const total = nalLengthSize + nalSize;
    if (nalSize < 1 || pos + total > sample.length)
      throw new Error(`cenc: NAL at byte ${pos} overruns its sample`);
    const nalType = (sample[pos + nalLengthSize] ?? 0) & 0x1f;
    const body = nalSize - 1;
    const encrypted = isSlice(nalType) ? body - (body % 16) : 0;
    pushClear(total - encrypted);
    if (encrypted > 0) flush(encrypted);
    pos += total;
  }
  if (pendingClear > 0 || out.length === 0) flush(0);
  return out;
}

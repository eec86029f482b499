// Uploaded sound and video read by mediabunny from the bytes in memory (a BufferSource): it reads them through
// views, never past their end, and copies nothing by the sizes a file declares.
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  BufferSource,
  EncodedPacketSink,
  Input,
  type EncodedPacket,
  type InputFormat,
  type InputTrack,
} from 'mediabunny';

/**
 * How far a file's declared length (Matroska's Duration, the frame count of an MP3's Xing tag) may differ from
 * the length of its frames; further, and it was cut or lies about its length.
 */
export const DECLARED_DURATION_TOLERANCE_SECONDS = 0.5;

/** Packets read between two turns of the event loop, so that a long file does not hold up other requests. */
const PACKETS_PER_TURN = 1000;

/**
 * What `read` finds in `bytes` read as one file of `format`; null when mediabunny cannot read them. Every
 * error of the reader means "not such a file": the bytes are an upload, anyone's.
 */
export async function readMedia<T>(
  bytes: Uint8Array,
  format: InputFormat,
  read: (input: Input) => Promise<T | null>,
): Promise<T | null> {
  const input = new Input({ source: new BufferSource(bytes), formats: [format] });
  try {
    return await read(input);
  } catch {
    return null;
  } finally {
    input.dispose();
  }
}

/**
 * Gives `visit` each packet of `track` in order until it answers false; with `metadataOnly` the packets carry
 * their size and times but no bytes.
 */
export async function forEachPacket(
  track: InputTrack,
  metadataOnly: boolean,
  visit: (packet: EncodedPacket) => boolean,
): Promise<void> {
  // Packet by packet rather than through `packets()`, whose read-ahead queue is shifted like a list and grows
  // with the packets read in the last second: quadratic on a file of many short frames.
  const sink = new EncodedPacketSink(track);
  const options = { metadataOnly };
  let count = 0;
  for (
    let packet = await sink.getFirstPacket(options);
    packet;
    packet = await sink.getNextPacket(packet, options)
  ) {
    if (!visit(packet)) return;
    count += 1;
    if (count % PACKETS_PER_TURN === 0) await nextTurn();
  }
}

/** Whether a declared length (null: none declared) agrees with the length of the frames, both in seconds. */
export function declaredDurationAgrees(declared: number | null, frames: number): boolean {
  return declared === null || Math.abs(declared - frames) <= DECLARED_DURATION_TOLERANCE_SECONDS;
}

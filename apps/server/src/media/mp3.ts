// MP3 recognised by its content (SPEC §5 audio picker, issue #5): an optional ID3v2 tag, then MPEG Layer III
// frames back to back up to the end of the file or its trailing tags. mediabunny reads the frames.
import { EncodedPacketSink, MP3, type InputAudioTrack } from 'mediabunny';
import { declaredDurationAgrees, forEachPacket, readMedia } from './media-input';
import { framesOfMp3File, hasReservedSampleRate, isCutFrame, MIN_CONSECUTIVE_FRAMES } from './mp3-layout';

export interface Mp3Summary {
  /** Frames in the file, the encoder's Xing/Info summary frame included. */
  frames: number;
  /** Seconds of sound, the sum of every frame's samples over its sample rate. */
  duration: number;
}

const firstPacketOf = (track: InputAudioTrack) => new EncodedPacketSink(track).getFirstPacket();

/**
 * Whether `bytes` are exactly one Xing/Info summary frame, which mediabunny skips without a packet: they begin
 * with a frame sync, mediabunny reads them as an MP3 without sound, and no longer once their last byte is gone
 * (it takes only a frame that fits whole in the file, so bytes after the frame would keep them readable).
 */
async function isSummaryFrame(bytes: Buffer): Promise<boolean> {
  if (bytes[0] !== 0xff) return false;
  const soundless = await readMedia(bytes, MP3, async (input) => {
    const track = await input.getPrimaryAudioTrack();
    return track && !(await firstPacketOf(track));
  });
  const readableCut = await readMedia(bytes.subarray(0, -1), MP3, async (input) =>
    input.getPrimaryAudioTrack(),
  );
  return soundless === true && readableCut === null;
}

/**
 * Reads the file as MP3, or returns null when it is not one: no frame right after the (optional) ID3v2 tag,
 * bytes between frames, bytes after them that are neither trailing tags nor — after `MIN_CONSECUTIVE_FRAMES`
 * whole frames — a last frame cut short, a frame with a reserved sample rate, or an encoder's summary frame
 * whose frame count disagrees with the frames.
 */
export async function readMp3(bytes: Buffer): Promise<Mp3Summary | null> {
  const frames = framesOfMp3File(bytes);
  if (!frames?.length) return null;
  return readMedia(frames, MP3, async (input) => {
    const track = await input.getPrimaryAudioTrack();
    const first = track && (await firstPacketOf(track));
    if (!track || !first) return null;
    // mediabunny finds each frame by scanning for the next frame sync, as players do, so it skips whatever lies
    // between frames: comparing each packet's bytes with the file's, in turn, shows they lie back to back.
    const soundStart = frames.indexOf(first.data);
    const summary = soundStart > 0;
    if (soundStart < 0 || (summary && !(await isSummaryFrame(frames.subarray(0, soundStart))))) return null;
    let end = soundStart;
    let count = summary ? 1 : 0;
    let duration = 0;
    let last = first.data;
    let backToBack = true;
    await forEachPacket(track, false, (packet) => {
      backToBack =
        frames.subarray(end, end + packet.byteLength).equals(packet.data) &&
        !hasReservedSampleRate(packet.data);
      end += packet.byteLength;
      count += 1;
      duration = packet.timestamp + packet.duration;
      last = packet.data;
      return backToBack;
    });
    const rest = frames.subarray(end);
    const whole = rest.length === 0 || (count >= MIN_CONSECUTIVE_FRAMES && isCutFrame(rest, last));
    const declared = summary ? await track.getDurationFromMetadata() : null;
    if (!backToBack || !whole || duration === 0 || !declaredDurationAgrees(declared, duration)) return null;
    return { frames: count, duration };
  });
}

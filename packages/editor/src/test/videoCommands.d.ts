// The Node-side commands of vitest.video-commands.ts and vitest.pdf-commands.ts, as the browser tests call them.
import 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    probeVideo: (base64: string) => Promise<{
      format: { duration: string; format_name: string };
      streams: {
        codec_type: 'video' | 'audio';
        codec_name: string;
        width?: number;
        height?: number;
        r_frame_rate?: string;
        nb_read_frames?: string;
        sample_rate?: string;
        channels?: number;
      }[];
    }>;
    videoPixels: (
      base64: string,
      seconds: number,
      points: [number, number][],
    ) => Promise<[number, number, number][]>;
    frameDurations: (base64: string) => Promise<number[]>;
    readPdf: (base64: string) => Promise<{
      pages: { width: number; height: number; trimBox: [number, number, number, number] }[];
      text: string[];
    }>;
  }
}

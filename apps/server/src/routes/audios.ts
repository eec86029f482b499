import type { FastifyPluginAsync } from 'fastify';
import { loadTrack, trackBySlug } from '../audio/library';
import { audioTrackList } from '../audio/tracks';
import { notFound } from '../http/api-error';

const AUDIO_FILE = /^([a-z0-9-]{1,60})\.wav$/;

/** The audio drawer's tracks (our extension of SPEC §7) and their WAV files, served from this site. */
export const audioRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/editor/audios', async () => ({ data: { items: audioTrackList() } }));

  app.get<{ Params: { file: string } }>('/audios/:file', async (request, reply) => {
    const slug = AUDIO_FILE.exec(request.params.file)?.[1];
    const track = slug ? trackBySlug(slug) : undefined;
    if (!track) throw notFound();
    const wav = await loadTrack(app.storage, track);
    return reply.type('audio/wav').header('Cache-Control', 'public, max-age=86400').send(wav);
  });
};

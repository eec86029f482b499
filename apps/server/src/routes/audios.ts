import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { loadCatalogueAudio } from '../audio/catalogue-audio';
import {
  AUDIO_TYPES,
  CATALOGUE_AUDIO_PATH,
  catalogueTrackList,
  type OperatorTrack,
} from '../audio/catalogue-file';
import { loadTrack, trackBySlug } from '../audio/library';
import { audioTrackList } from '../audio/tracks';
import { apiRoute } from '../http/api-route';
import { sendWithRanges } from '../http/byte-range';
import { ApiError, notFound } from '../http/api-error';

const AUDIO_FILE = /^([a-z0-9-]{1,60})\.wav$/;
const CATALOGUE_FILE = /^([a-f0-9]{16})\.(mp3|wav|ogg)$/;

/** AUDIO_CATALOGUE_FILE's tracks and whether they come after the synthesised ones or replace them. */
export interface AudioCatalogue {
  tracks: readonly OperatorTrack[];
  mode: 'extend' | 'replace';
}

export interface AudioRoutesOptions {
  catalogue?: AudioCatalogue | null;
  /** How long fetching an operator track from its address may take; 30 s by default. */
  catalogueTimeoutMs?: number;
}

/** The audio drawer's tracks (our extension of SPEC §7) and their files, served from this site. */
export const audioRoutes: FastifyPluginAsync<AudioRoutesOptions> = async (
  app,
  { catalogue, catalogueTimeoutMs },
) => {
  const operatorTracks = catalogue ? catalogueTrackList(catalogue.tracks) : [];
  const items = catalogue?.mode === 'replace' ? operatorTracks : [...audioTrackList(), ...operatorTracks];
  apiRoute(app, API_ROUTES.audios, {}, async () => ({ data: { items } }));

  // Synthesised tracks stay served in replace mode: designs made before may still point at them.
  app.get<{ Params: { file: string } }>('/audios/:file', async (request, reply) => {
    const slug = AUDIO_FILE.exec(request.params.file)?.[1];
    const track = slug ? trackBySlug(slug) : undefined;
    if (!track) throw notFound();
    const wav = await loadTrack(app.storage, track);
    return reply.type('audio/wav').header('Cache-Control', 'public, max-age=86400').send(wav);
  });

  app.get<{ Params: { file: string } }>(`${CATALOGUE_AUDIO_PATH}/:file`, async (request, reply) => {
    const match = CATALOGUE_FILE.exec(request.params.file);
    const track = match && catalogue?.tracks.find((known) => known.id === match[1]);
    if (!track || track.extension !== match[2]) throw notFound();
    const bytes = await loadCatalogueAudio(app.storage, track, catalogueTimeoutMs);
    if (!bytes) {
      request.log.warn({ track: track.name }, 'an operator audio track could not be fetched');
      throw new ApiError(502, 'API_ERROR_UNKNOWN');
    }
    reply.type(AUDIO_TYPES[track.extension]).header('Cache-Control', 'public, max-age=86400');
    return sendWithRanges(request, reply, bytes);
  });
};

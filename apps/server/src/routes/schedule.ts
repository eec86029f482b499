import { scheduleCancelSchema, scheduleCreateSchema, scheduleUpdateSchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';
import {
  cancelScheduledPost,
  createScheduledPost,
  createScheduledPostsForSizes,
  listScheduledPosts,
  updateScheduledPost,
} from '../schedule/scheduled-posts';

/** Scheduling a saved design on the networks (issue 11): every call is the signed-in user's own posts. */
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  const scheduling = { db: app.db, deliveries: app.deliveryJobs };

  app.post('/api/schedule/create', { onRequest: requireUser }, async (request) => {
    const input = validate(scheduleCreateSchema, request.body);
    const post = await createScheduledPost(scheduling, currentUser(request).id, input);
    return { data: post };
  });

  app.post('/api/schedule/createForSizes', { onRequest: requireUser }, async (request) => {
    const input = validate(scheduleCreateSchema, request.body);
    const posts = await createScheduledPostsForSizes(scheduling, currentUser(request).id, input);
    return { data: { items: posts } };
  });

  app.get('/api/schedule/posts', { onRequest: requireUser }, async (request) => ({
    data: { items: await listScheduledPosts(app.db, currentUser(request).id) },
  }));

  app.post('/api/schedule/update', { onRequest: requireUser }, async (request) => {
    const input = validate(scheduleUpdateSchema, request.body);
    const post = await updateScheduledPost(scheduling, currentUser(request).id, input);
    return { data: post };
  });

  app.post('/api/schedule/cancel', { onRequest: requireUser }, async (request) => {
    const { id } = validate(scheduleCancelSchema, request.body);
    return { data: await cancelScheduledPost(scheduling, currentUser(request).id, id) };
  });
};

import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';
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

  apiRoute(app, API_ROUTES.scheduleCreate, {}, async (request) => {
    const post = await createScheduledPost(scheduling, currentUser(request).id, request.body);
    return { data: post };
  });

  apiRoute(app, API_ROUTES.scheduleCreateForSizes, {}, async (request) => {
    const posts = await createScheduledPostsForSizes(scheduling, currentUser(request).id, request.body);
    return { data: { items: posts } };
  });

  apiRoute(app, API_ROUTES.scheduledPosts, {}, async (request) => ({
    data: { items: await listScheduledPosts(app.db, currentUser(request).id) },
  }));

  apiRoute(app, API_ROUTES.scheduleUpdate, {}, async (request) => {
    const post = await updateScheduledPost(scheduling, currentUser(request).id, request.body);
    return { data: post };
  });

  apiRoute(app, API_ROUTES.scheduleCancel, {}, async (request) => ({
    data: await cancelScheduledPost(scheduling, currentUser(request).id, request.body.id),
  }));
};

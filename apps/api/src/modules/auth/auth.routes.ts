import type { FastifyInstance } from 'fastify';
import { messageSchema, successSchema } from '@hogarte/shared/contracts/common';
import { passwordResetDoneSchema, sessionResponseSchema } from '@hogarte/shared/contracts/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@hogarte/shared/schemas/auth';
import type { AppContext } from '../../context.js';
import { checkResetToken, login, requestPasswordReset, resetPassword } from './auth.service.js';

/** Per-address ceilings on top of the per-account login limit, against scripted abuse. */
const LOGIN_RATE = { max: 60, timeWindow: '1 minute' };
const RESET_RATE = { max: 10, timeWindow: '1 minute' };
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v1/auth/login',
    {
      config: { rateLimit: LOGIN_RATE },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: token and user data',
        body: loginSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    (request) => login(ctx, request.body, request.ip),
  );

  routes.post(
    '/v1/users/password-reset',
    {
      config: { rateLimit: RESET_RATE },
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link (same answer for unknown emails)',
        body: passwordResetRequestSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => requestPasswordReset(ctx, request.body.email),
  );

  routes.get(
    '/v1/users/password-reset/:token',
    {
      config: { rateLimit: RESET_RATE },
      schema: {
        tags: ['auth'],
        summary: 'Is this reset link still usable?',
        params: tokenParams,
        response: { 200: successSchema },
      },
    },
    (request) => checkResetToken(ctx, request.params.token),
  );

  routes.patch(
    '/v1/users/password-reset/:token',
    {
      config: { rateLimit: RESET_RATE },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        params: tokenParams,
        body: passwordResetSchema,
        response: { 200: passwordResetDoneSchema },
      },
    },
    (request) => resetPassword(ctx, request.params.token, request.body.password),
  );
}

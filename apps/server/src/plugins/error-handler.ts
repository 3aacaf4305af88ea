import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, MSG, type ErrorKind } from '@superliga/league';
import { AppError, type FieldErrors } from '../lib/errors';

/** Messages for Fastify's own client errors, in Spanish. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longitud de contenido inválida.',
};

function fieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of error.validation ?? []) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (errors[field] ??= []).push(v.message ?? MSG.validationFailed);
  }
  return errors;
}

/** The SQLSTATE of a database error, wrapped or not (23xxx integrity, 22xxx data). */
function postgresCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Fastify's own client errors by their status: the kind of refusal their answer names as its code. */
const KIND_OF_STATUS = new Map<number, ErrorKind>(Object.entries(ERROR_STATUS).map(([kind, status]) => [status, kind as ErrorKind]));

/**
 * The one place where errors become HTTP answers; unknown errors never leak details. Every answer
 * names its code beside its message (`{ code, message }`, plus `errors` for validation): a market
 * refusal's own code, else the kind of refusal (docs/decisions/031-coded-errors-and-the-market-module.md).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      const body = { code: error.code, message: error.message };
      return reply.status(error.statusCode).send(error.errors ? { ...body, errors: error.errors } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = fieldErrors(error);
      const message = Object.values(errors)[0]?.[0] ?? MSG.validationFailed;
      return reply.status(ERROR_STATUS.validation).send({ code: 'validation', message, errors });
    }
    const pgCode = postgresCode(error);
    if (pgCode?.startsWith('23')) return reply.status(ERROR_STATUS.conflict).send({ code: 'conflict', message: 'La operación choca con datos existentes.' });
    if (pgCode?.startsWith('22')) return reply.status(ERROR_STATUS.validation).send({ code: 'validation', message: MSG.validationFailed });
    const status = error.statusCode ?? ERROR_STATUS.internal;
    const kind = status >= 400 && status < 500 ? KIND_OF_STATUS.get(status) : undefined;
    switch (kind) {
      case 'tooManyRequests':
        // The league's own limits throw an AppError with their text (lib/rate-limit.ts); anything else says the generic one.
        return reply.status(status).send({ code: kind, message: MSG.tooManyRequests });
      case undefined:
        break;
      default:
        return reply.status(status).send({ code: kind, message: CLIENT_ERRORS[error.code] ?? MSG.validationFailed });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ code: 'validation', message: CLIENT_ERRORS[error.code] ?? MSG.validationFailed });
    // A serialization failure or a bug: logged with the request id, answered generically.
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(ERROR_STATUS.internal).send({ code: 'internal', message: MSG.internalError });
  });
});

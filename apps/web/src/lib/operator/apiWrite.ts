/**
 * One state-changing call of the back office, as its operation in the API's OpenAPI document states
 * it (@tabiyori/api-client): the path template, the method, the path's parameters and the JSON body.
 * A server page hands it to a client form or button (components/operator/useApiCall.ts), so a
 * path, parameter or body the API does not take is a type error where the page writes it.
 */
import type { paths } from '@tabiyori/api-client';

type WriteMethod = 'post' | 'put';

type PathParamsOf<O> = O extends { parameters: { path: infer A } }
  ? [A] extends [never | undefined]
    ? { params?: undefined }
    : { params: { path: A } }
  : { params?: undefined };

type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: undefined };

type WriteOf<P extends keyof paths, M extends WriteMethod> = paths[P] extends { [K in M]: infer O }
  ? { path: P; method: M } & PathParamsOf<O> & BodyOf<O>
  : never;

/** Every POST and PUT of the API, each with its own parameters and body. */
export type ApiWrite = { [P in keyof paths]: WriteOf<P, 'post'> | WriteOf<P, 'put'> }[keyof paths];

/** A call whose body a form gathers from its named fields (components/operator/JsonForm.tsx). */
export type ApiWriteTarget = ApiWrite extends infer W ? (W extends unknown ? Omit<W, 'body'> : never) : never;

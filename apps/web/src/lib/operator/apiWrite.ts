/**
 * One state-changing call of the back office, as its operation in the API's OpenAPI document states
 * it (@tabiyori/api-client): the arguments `[method, path, { params, body }]` of the typed client's
 * `request`. A server page hands it to a client form or button (components/operator/useApiCall.ts),
 * which sends it as it is, so a path, parameter or body the API does not take is a type error where
 * the page writes it.
 */
import type { ApiBody } from '@tabiyori/api-client';
import type { ApiPathOf, ApiRequest } from '@tabiyori/api-client/browser';

export type WriteMethod = 'post' | 'put';
export type WritePath<M extends WriteMethod> = ApiPathOf<M>;

/** A POST or PUT of the API with its own parameters and body. */
export type ApiWrite<M extends WriteMethod, P extends WritePath<M>> = ApiRequest<M, P>;

/** The JSON body of a write. */
type WriteBody<M extends WriteMethod, P extends WritePath<M>> = ApiBody<P, M>;

/** What a write takes besides its body: its path and query parameters. */
type TargetInit<M extends WriteMethod, P extends WritePath<M>> = Omit<NonNullable<ApiWrite<M, P>[2]>, 'body'>;

/** A write whose body a form gathers from its named fields (components/operator/JsonForm.tsx). */
type ApiWriteTarget<M extends WriteMethod, P extends WritePath<M>> = [
  method: M,
  path: P,
  init: TargetInit<M, P>,
];

/**
 * A target as a parameter: its method and path give M and P (inferring them from the whole target
 * costs the compiler too much), and the target is then checked as a whole.
 */
export type TargetOf<M extends WriteMethod, P extends WritePath<M>> = NoInfer<ApiWriteTarget<M, P>> &
  readonly [M, P, ...unknown[]];

/** The name of one field of a write's body. */
export type BodyField<M extends WriteMethod, P extends WritePath<M>> = keyof WriteBody<M, P> & string;

/** The write a form's fields complete, checked against the API's operation. */
export function writeTarget<M extends WriteMethod, P extends WritePath<M>>(
  method: M,
  path: P,
  init: NoInfer<TargetInit<M, P>>,
): ApiWriteTarget<M, P> {
  return [method, path, init];
}

/** The field names of a target's body, checked against its type: `<input name={field('email')} />`. */
export function bodyFields<M extends WriteMethod, P extends WritePath<M>>(_target: TargetOf<M, P>) {
  return <K extends BodyField<M, P>>(name: K): K => name;
}

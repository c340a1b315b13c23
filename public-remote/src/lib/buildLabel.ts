/**
 * The label this build of public-remote was made with (webpack's DefinePlugin writes it in; see
 * shared-ui's webpack-base). Every screen's root carries it as data-build, so a redeploy shows in
 * the server-rendered HTML. Undefined under jest unless a test sets it: the attribute is left out.
 */
export function buildLabel(): string | undefined {
  return process.env.BUILD_LABEL;
}

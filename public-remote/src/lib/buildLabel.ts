/**
 * The label this build of public-remote was made with (webpack's DefinePlugin writes it in; see
 * shared-ui's webpack-base). Every screen's root carries it as data-build, so a redeploy shows in
 * the server-rendered HTML. Undefined under jest: the attribute is left out.
 */
export const BUILD_LABEL: string | undefined = process.env.BUILD_LABEL;

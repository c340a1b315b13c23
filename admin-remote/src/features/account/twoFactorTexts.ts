// Two-factor login's texts to read or keep (issue 23): the key as it is easiest to type into an
// authenticator app, and the recovery codes' file.

/** A base32 key in groups of four, as authenticator apps show and take it: 'ABCD EFGH IJ'. */
export const groupedInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The .txt of the recovery codes: what they are, then one code a line. */
export const recoveryCodesFile = (title: string, codes: string[]) => `${title}\n\n${codes.join('\n')}\n`;

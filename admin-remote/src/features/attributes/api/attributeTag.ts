/**
 * The attributes' cache tag (issue 24), the admin's own (not in shared-ui's contract): its own
 * module, so that the history's revert (an attribute's delete undone) invalidates it without
 * loading the attributes' calls.
 */
export const ATTRIBUTE_TAG = 'Attribute';

// Who a read is for (issue 21): the public sees the published records whose parents are all
// published (CatalogShapes.publicView); staff (a signed-in admin: its lists, details and
// previews) see drafts too.
export type Audience = 'public' | 'staff';
